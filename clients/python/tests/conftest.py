import pytest


@pytest.fixture
def sleeps():
    """Collects the delays a RetryPolicy would sleep (pass ``sleep=sleeps.append``)."""
    return []
