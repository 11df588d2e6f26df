from enum import StrEnum


class CreateTemplateBodyKind(StrEnum):
    DATA_KIND = "DATA_KIND"
    MAPPING_RECIPE = "MAPPING_RECIPE"
    PROCESS_RECIPE = "PROCESS_RECIPE"
    VIEW_RECIPE = "VIEW_RECIPE"

    def __str__(self) -> str:
        return str(self.value)
