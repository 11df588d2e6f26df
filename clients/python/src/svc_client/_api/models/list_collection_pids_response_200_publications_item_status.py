from enum import StrEnum


class ListCollectionPidsResponse200PublicationsItemStatus(StrEnum):
    PUBLISHED = "published"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
