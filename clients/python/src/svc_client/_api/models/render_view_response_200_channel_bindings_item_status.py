from enum import StrEnum


class RenderViewResponse200ChannelBindingsItemStatus(StrEnum):
    MISSING = "MISSING"
    RESOLVED = "RESOLVED"

    def __str__(self) -> str:
        return str(self.value)
