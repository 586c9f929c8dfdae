"""F.scalar_add / sub / mul / div / floordiv / mod / pow and F.scalar_uadd / usub / log of Python numbers in a Cell.

In Graph mode MindSpore 2.10 computes these functional scalar ops as its scalar ops (the operators' ones): floats are
float32 scalars (``F.scalar_div(2.5, 3)`` is 0.8333333134651184, ``F.scalar_log(8)`` 2.079441547393799,
``F.scalar_pow(2, 0.5)`` 1.4142135381698608) and an int to a negative int power is the int 0; PyNative runs Python's
operators (double).  msgraph's Graph mode computed them in Python doubles (constants) or mixed float32 / double
(``mutable`` numbers: ``F.scalar_add(mutable(0.1), mutable(3))`` was 3.100000001490116), gave ``F.scalar_pow(7, -2)``
as 0.0204..., and refused ``F.scalar_log(mutable(0.7))`` (ArgumentError).  SILENT.  Found from
st/ops/dynamic_sequence test_dynamic_scalar_math.py::test_scalar_log (vdump48, VDUMP_RET=1 records)."""
import mindspore as ms
from mindspore import nn, mutable
from mindspore.ops import functional as F
from _conf import emit


class Bin(nn.Cell):
    def construct(self, x, y):
        return (F.scalar_add(x, y), F.scalar_sub(x, y), F.scalar_mul(x, y), F.scalar_div(x, y),
                F.scalar_floordiv(x, y), F.scalar_mod(x, y), F.scalar_pow(x, y))


class Un(nn.Cell):
    def construct(self, x):
        return F.scalar_log(x), F.scalar_uadd(x), F.scalar_usub(x)


def show(values):
    return [f"{type(v).__name__}:{v!r}" for v in values]


for a, b in ((0.1, 3), (2, 0.5), (7, -2), (-7.5, 2), (1.3, 0.7), (10, 3)):
    emit(f"bin_{a}_{b}", show(Bin()(a, b)))
    emit(f"bin_mutable_{a}_{b}", show(Bin()(mutable(a), mutable(b))))
for a in (8, 0.7, 3, 2.5):
    emit(f"un_{a}", show(Un()(a)))
    emit(f"un_mutable_{a}", show(Un()(mutable(a))))
