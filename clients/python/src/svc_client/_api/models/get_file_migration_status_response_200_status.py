from enum import StrEnum


class GetFileMigrationStatusResponse200Status(StrEnum):
    DONE = "DONE"
    FAILED = "FAILED"
    IDLE = "IDLE"
    RUNNING = "RUNNING"

    def __str__(self) -> str:
        return str(self.value)
