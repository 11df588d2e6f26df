from enum import StrEnum


class GetReadinessResponse503ChecksItemStatus(StrEnum):
    DOWN = "DOWN"
    UP = "UP"

    def __str__(self) -> str:
        return str(self.value)
