from enum import StrEnum


class GetTemplateFormResponse200GroupsItemFieldsItemOptionsItemKind(StrEnum):
    IRI = "IRI"
    LITERAL = "LITERAL"

    def __str__(self) -> str:
        return str(self.value)
