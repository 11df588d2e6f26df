from enum import StrEnum


class PublishCollectionResponse200Status(StrEnum):
    PUBLISHED = "published"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
