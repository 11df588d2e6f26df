from enum import StrEnum


class GetDataciteConfigResponse200ValueEvent(StrEnum):
    HIDE = "hide"
    PUBLISH = "publish"
    REGISTER = "register"

    def __str__(self) -> str:
        return str(self.value)
