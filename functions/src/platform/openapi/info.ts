/** The API's name: the OpenAPI document's title and the reference page's (GET /docs), which must not build the document. */
export const apiTitle = 'Commodity trading portal API';
