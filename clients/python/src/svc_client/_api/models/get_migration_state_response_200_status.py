from enum import StrEnum


class GetMigrationStateResponse200Status(StrEnum):
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    RUNNING = "RUNNING"

    def __str__(self) -> str:
        return str(self.value)
