from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetVideoMetadataResponse200Metadata")


@_attrs_define
class GetVideoMetadataResponse200Metadata:
    """
    Attributes:
        duration_seconds (float | None):
        container (None | str): ffprobe format name, e.g. mov,mp4,m4a,3gp,3g2,mj2
        video_codec (None | str):
        audio_codec (None | str):
        width (int | None):
        height (int | None):
        frame_rate (float | None):
        bit_rate (float | None): bits per second
        stream_count (int | None):
    """

    duration_seconds: float | None
    container: None | str
    video_codec: None | str
    audio_codec: None | str
    width: int | None
    height: int | None
    frame_rate: float | None
    bit_rate: float | None
    stream_count: int | None

    def to_dict(self) -> dict[str, Any]:
        duration_seconds: float | None
        duration_seconds = self.duration_seconds

        container: None | str
        container = self.container

        video_codec: None | str
        video_codec = self.video_codec

        audio_codec: None | str
        audio_codec = self.audio_codec

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        frame_rate: float | None
        frame_rate = self.frame_rate

        bit_rate: float | None
        bit_rate = self.bit_rate

        stream_count: int | None
        stream_count = self.stream_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "durationSeconds": duration_seconds,
                "container": container,
                "videoCodec": video_codec,
                "audioCodec": audio_codec,
                "width": width,
                "height": height,
                "frameRate": frame_rate,
                "bitRate": bit_rate,
                "streamCount": stream_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_duration_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_seconds = _parse_duration_seconds(d.pop("durationSeconds"))

        def _parse_container(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        container = _parse_container(d.pop("container"))

        def _parse_video_codec(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        video_codec = _parse_video_codec(d.pop("videoCodec"))

        def _parse_audio_codec(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        audio_codec = _parse_audio_codec(d.pop("audioCodec"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_frame_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        frame_rate = _parse_frame_rate(d.pop("frameRate"))

        def _parse_bit_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        bit_rate = _parse_bit_rate(d.pop("bitRate"))

        def _parse_stream_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stream_count = _parse_stream_count(d.pop("streamCount"))

        get_video_metadata_response_200_metadata = cls(
            duration_seconds=duration_seconds,
            container=container,
            video_codec=video_codec,
            audio_codec=audio_codec,
            width=width,
            height=height,
            frame_rate=frame_rate,
            bit_rate=bit_rate,
            stream_count=stream_count,
        )

        return get_video_metadata_response_200_metadata
