from enum import StrEnum


class GetAiCapabilityResponse200ProviderType0CapabilitiesItem(StrEnum):
    EMBEDDING = "EMBEDDING"
    FAST_TEXT = "FAST_TEXT"
    IMAGE_GEN = "IMAGE_GEN"
    STRUCTURED = "STRUCTURED"
    TEXT = "TEXT"
    VISION = "VISION"

    def __str__(self) -> str:
        return str(self.value)
