from enum import StrEnum


class PublishDataObjectResponse201Status(StrEnum):
    PUBLISHED = "published"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
