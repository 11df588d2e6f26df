from enum import StrEnum


class SearchBodyScopesItemTraversalRulesType0Item(StrEnum):
    CHILDREN = "children"
    PARENTS = "parents"
    PREDECESSORS = "predecessors"
    SUCCESSORS = "successors"

    def __str__(self) -> str:
        return str(self.value)
