from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetHdfCredentialsResponse200")


@_attrs_define
class GetHdfCredentialsResponse200:
    """
    Attributes:
        endpoint (str): The HSDS endpoint (HS_ENDPOINT of h5pyd)
        username (str):
        password (str): The caller's own sidecar password, derived from the sidecar's password salt
    """

    endpoint: str
    username: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        username = self.username

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "username": username,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        username = d.pop("username")

        password = d.pop("password")

        get_hdf_credentials_response_200 = cls(
            endpoint=endpoint,
            username=username,
            password=password,
        )

        return get_hdf_credentials_response_200
