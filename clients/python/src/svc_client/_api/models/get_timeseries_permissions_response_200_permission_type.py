from enum import StrEnum


class GetTimeseriesPermissionsResponse200PermissionType(StrEnum):
    PRIVATE = "Private"
    PUBLIC = "Public"
    PUBLICREADABLE = "PublicReadable"

    def __str__(self) -> str:
        return str(self.value)
