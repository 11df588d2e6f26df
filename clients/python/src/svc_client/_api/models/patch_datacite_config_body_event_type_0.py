from enum import StrEnum


class PatchDataciteConfigBodyEventType0(StrEnum):
    HIDE = "hide"
    PUBLISH = "publish"
    REGISTER = "register"

    def __str__(self) -> str:
        return str(self.value)
