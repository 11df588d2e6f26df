from enum import StrEnum


class CreateSubscriptionResponse201RequestMethod(StrEnum):
    DELETE = "DELETE"
    GET = "GET"
    HEAD = "HEAD"
    OPTIONS = "OPTIONS"
    PATCH = "PATCH"
    POST = "POST"
    PUT = "PUT"
    TRACE = "TRACE"

    def __str__(self) -> str:
        return str(self.value)
