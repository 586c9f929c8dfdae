"""tests/ut/python/pipeline/parse/test_dtype.py adapted: ``mindspore._c_expression.typing``'s type constructors
(``typing.Number()``, ``typing.Int(64)``, ``typing.Tuple((int64, int64))``) and ``mstype.Tuple`` / ``List``
with element types; a graph may return them.  msgraph had none of them (the test file failed to import), and
``repr(ms.tuple_)`` was 'Tuple' (MindSpore: mindspore.tuple_)."""
import mindspore as ms
from mindspore._c_expression import typing
from mindspore.common import dtype as mstype
from _conf import emit, emit_error

number = typing.Number()
int64 = typing.Int(64)
t1 = typing.Tuple((int64, int64))
emit("str", [str(number), str(int64), str(t1), str(typing.Tuple((int64, ms.float32))), str(typing.List([int64])),
             str(typing.Float(16)), str(typing.UInt(8)), str(typing.Bool()), str(mstype.List((int64,) * 3))])
emit("repr", [repr(number), repr(int64), repr(t1), repr(ms.tuple_), repr(ms.list_), repr(typing.List([int64]))])
emit("equal", [number == ms.number, int64 == ms.int64, t1 == mstype.Tuple([ms.int64, ms.int64]), t1 == ms.tuple_,
               typing.Tuple() == ms.tuple_, typing.Tuple((int64,)) == typing.Tuple((ms.int32,)),
               typing.Float(32) == ms.float32])
emit_error("int_7_bits", typing.Int, 7)
emit_error("float_8_bits", typing.Float, 8)


@ms.jit
def try_type():
    return (number, int64, t1)


emit("jit_returns_types", [repr(v) for v in try_type()])
