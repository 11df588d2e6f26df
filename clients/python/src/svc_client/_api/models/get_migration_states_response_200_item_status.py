from enum import StrEnum


class GetMigrationStatesResponse200ItemStatus(StrEnum):
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    RUNNING = "RUNNING"

    def __str__(self) -> str:
        return str(self.value)
