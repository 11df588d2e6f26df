from enum import StrEnum


class GetVideoMetadataResponse200Status(StrEnum):
    PENDING = "pending"
    PROBED = "probed"
    PROBE_UNAVAILABLE = "probe-unavailable"
    UNPARSEABLE = "unparseable"

    def __str__(self) -> str:
        return str(self.value)
