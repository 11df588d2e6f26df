from enum import StrEnum


class GetRefreshRunResponse200Status(StrEnum):
    DONE = "DONE"
    FAILED = "FAILED"
    RUNNING = "RUNNING"

    def __str__(self) -> str:
        return str(self.value)
