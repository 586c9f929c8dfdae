"""``mindspore.ops.operations._quant_ops``: the quantization primitives msgraph has (``FakeQuantParam``)."""
from msgraph.ops.quant_ops import FakeQuantParam  # noqa: F401

__all__ = ["FakeQuantParam"]
