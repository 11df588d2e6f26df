from enum import StrEnum


class EditUserGroupPermissionsBodyPermissionTypeType0(StrEnum):
    PRIVATE = "Private"
    PUBLIC = "Public"
    PUBLICREADABLE = "PublicReadable"

    def __str__(self) -> str:
        return str(self.value)
