from enum import StrEnum


class EditFilePermissionsBodyPermissionTypeType0(StrEnum):
    PRIVATE = "Private"
    PUBLIC = "Public"
    PUBLICREADABLE = "PublicReadable"

    def __str__(self) -> str:
        return str(self.value)
