from enum import StrEnum


class PatchPluginResponse200State(StrEnum):
    DEGRADED = "DEGRADED"
    DISABLED = "DISABLED"
    DISCOVERED = "DISCOVERED"
    ENABLED = "ENABLED"
    FAILED = "FAILED"

    def __str__(self) -> str:
        return str(self.value)
