// The reader produces AssetCatalog's model (`ReadCatalog`, `CatalogSet`…): importing the reader
// brings the model it returns.
@_exported import AssetCatalog
