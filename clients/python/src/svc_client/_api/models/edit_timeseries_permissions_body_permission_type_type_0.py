from enum import StrEnum


class EditTimeseriesPermissionsBodyPermissionTypeType0(StrEnum):
    PRIVATE = "Private"
    PUBLIC = "Public"
    PUBLICREADABLE = "PublicReadable"

    def __str__(self) -> str:
        return str(self.value)
