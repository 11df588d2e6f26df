from enum import StrEnum


class GetHealthResponse503ChecksItemStatus(StrEnum):
    DOWN = "DOWN"
    UP = "UP"

    def __str__(self) -> str:
        return str(self.value)
