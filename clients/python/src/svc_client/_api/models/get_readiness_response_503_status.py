from enum import StrEnum


class GetReadinessResponse503Status(StrEnum):
    DOWN = "DOWN"
    UP = "UP"

    def __str__(self) -> str:
        return str(self.value)
