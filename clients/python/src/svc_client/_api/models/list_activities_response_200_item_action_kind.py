from enum import StrEnum


class ListActivitiesResponse200ItemActionKind(StrEnum):
    CREATE = "CREATE"
    DELETE = "DELETE"
    EXECUTE = "EXECUTE"
    READ = "READ"
    UPDATE = "UPDATE"

    def __str__(self) -> str:
        return str(self.value)
