from enum import StrEnum


class GetLivenessResponse503ChecksItemStatus(StrEnum):
    DOWN = "DOWN"
    UP = "UP"

    def __str__(self) -> str:
        return str(self.value)
