from enum import StrEnum


class GetHdfContainerResponse200PermissionsPermissionType(StrEnum):
    PRIVATE = "Private"
    PUBLIC = "Public"
    PUBLICREADABLE = "PublicReadable"

    def __str__(self) -> str:
        return str(self.value)
