from enum import StrEnum


class GetLivenessResponse200Status(StrEnum):
    DOWN = "DOWN"
    UP = "UP"

    def __str__(self) -> str:
        return str(self.value)
