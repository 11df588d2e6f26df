from enum import StrEnum


class WithdrawPidResponse200Kind(StrEnum):
    COLLECTION = "collection"
    DATAOBJECT = "dataobject"

    def __str__(self) -> str:
        return str(self.value)
