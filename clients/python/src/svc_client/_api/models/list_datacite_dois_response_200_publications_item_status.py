from enum import StrEnum


class ListDataciteDoisResponse200PublicationsItemStatus(StrEnum):
    PUBLISHED = "published"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
