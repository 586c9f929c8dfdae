"""Shape and dtype errors: MindSpore-style messages, the same from the eager path and inference."""
from __future__ import annotations

import re

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, ops
from msgraph.common.aval import Aval, aval_of
from msgraph.errors import ArgumentError, DTypeError, ShapeError
from msgraph.ops import operations as P


def t(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def abstract(prim, args):
    op = prim.op
    out = []
    for i, a in enumerate(args):
        if i in op.const_inputs:
            out.append(a)
        elif isinstance(a, Tensor):
            out.append(Aval(a.shape, a.asnumpy().dtype))
        elif isinstance(a, (bool, int, float)):
            out.append(aval_of(a))
        else:
            out.append(a)
    return out


def both_raise(err, prim, *args, match):
    """The eager call and the inference rule raise the same error class and message."""
    with pytest.raises(err, match=match) as eager:
        prim(*args)
    with pytest.raises(err, match=match) as infer:
        prim._infer(*abstract(prim, args))
    assert str(eager.value) == str(infer.value)
    return str(eager.value)


def test_matmul_dimension_mismatch_message():
    msg = both_raise(ShapeError, P.MatMul(), t((2, 3)), t((2, 3)),
                     match=re.escape("For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 "
                                     "and 'x2_row': 2."))
    assert isinstance(ShapeError(msg), ValueError)
    # ops.matmul and ``@`` are MindSpore 2.10's MatMulExt: a RuntimeError (the MatMul primitive: ValueError)
    with pytest.raises(RuntimeError, match=re.escape("shape1[-1] must be equal to shape2[-2], but got 3 and 2")):
        ops.matmul(t((2, 3)), t((2, 3)))
    with pytest.raises(RuntimeError, match=re.escape("but got 4 and 2")):
        t((4,)) @ t((2, 3))
    with pytest.raises(ValueError, match="'x1_col': 3 and 'x2_row': 4"):  # a vector ``other``: MatMul's check
        t((2, 3)) @ t((4,))
    with pytest.raises(RuntimeError, match="must be broadcastable"):
        ops.matmul(t((2, 2, 3)), t((3, 3, 2)))
    with pytest.raises(TypeError, match="Failed calling MatMulExt"):
        ops.matmul(t((2, 3)), None)
    both_raise(ShapeError, P.MatMul(False, True), t((2, 3)), t((3, 2)), match="'x1_col': 3 and 'x2_row': 2")
    both_raise(ShapeError, P.BatchMatMul(), t((2, 2, 3)), t((2, 4, 3)),
               match=re.escape("For 'BatchMatMul' the input dimensions must be equal"))
    # MindSpore 2.10's CPU BatchMatMul broadcasts no batch dimension (the call checks; the registry op broadcasts)
    with pytest.raises(ShapeError, match="cannot be broadcast on CPU/GPU"):
        P.BatchMatMul()(t((2, 2, 3)), t((3, 3, 1)))
    both_raise(ShapeError, P.MatMul(), t((2, 2, 3)), t((3, 1)), match="must be a 2-D tensor")


@pytest.mark.parametrize("prim", [P.Add(), P.Mul(), P.Sub(), P.Div(), P.Maximum(), P.Equal(), P.Pow()])
def test_broadcast_failure_message(prim):
    name = prim.name
    msg = both_raise(ShapeError, prim, t((2, 3)), t((4,)),
                     match=re.escape(f"For '{name}', the shapes of the inputs (2, 3), (4,) cannot be broadcast"))
    assert "(2, 3)" in msg and "(4,)" in msg


def test_broadcast_failure_through_operators_and_select():
    # (``+`` is MindSpore 2.10's AddExt in PyNative: its error names 'AddExt')
    with pytest.raises(ValueError, match=re.escape("For 'AddExt', the shapes of the inputs (2, 3), (2,)")):
        t((2, 3)) + t((2,))
    both_raise(ShapeError, P.Select(), Tensor(np.ones((2, 3), bool)), t((2, 3)), t((5,)), match="cannot be broadcast")
    both_raise(ShapeError, P.ClipByValue(), t((2, 3)), t((2,)), 1.0, match="For 'ClipByValue'")


def test_bad_dtype_messages():
    # (LogicalAnd/LogicalNot accept numbers, non-zero is true, as MindSpore does: ops_existing/logical)
    both_raise(DTypeError, P.Select(), t((2,)), t((2,)), t((2,)), match="'cond' should be Bool, but got Float32")
    both_raise(DTypeError, P.MatMul(), t((2, 3)), t((3, 2), np.float64),
               match=re.escape("For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                               "Float32 and 'x2' with type Float64."))
    both_raise(DTypeError, P.Neg(), Tensor(np.ones(2, bool)), match="For 'Neg', the input dtypes \\(Bool\\)")
    both_raise(DTypeError, P.Gather(), t((3,)), t((2,)), 0, match="'input_indices' must be an int tensor")
    both_raise(DTypeError, P.OneHot(), t((2,)), 3, Tensor(np.float32(1)), Tensor(np.float32(0)),
               match=re.escape("argument[indices] must be a type of {Tensor[Int32], Tensor[Int64]}"))
    both_raise(DTypeError, P.Conv2D(1, 1), t((1, 1, 2, 2)), t((1, 1, 1, 1), np.float64), match="dtypes of 'x' and")
    both_raise(DTypeError, P.MaxPool(2, 2), t((1, 1, 2, 2), np.int32), match="must be a float tensor")
    both_raise(DTypeError, P.Dropout(), t((2,), np.int32), match="must be a float tensor")
    assert issubclass(DTypeError, TypeError)
    with pytest.raises(TypeError):
        ops.cast(t((2,)), "float128")  # complex dtypes are supported (h-complex); numpy's long double is not


def test_shape_op_messages():
    both_raise(ShapeError, P.Reshape(), t((2, 3)), (4, 2),
               match=re.escape("For 'Reshape', the product of the input shape (2, 3) is 6, but the product of the "
                               "target shape (4, 2) is 8."))
    both_raise(ShapeError, P.Reshape(), t((2, 3)), (-1, 4), match="cannot be reshaped")
    both_raise(ShapeError, P.Transpose(), t((2, 3)), (0, 0), match="must be a permutation of range\\(2\\)")
    both_raise(ShapeError, P.ExpandDims(), t((2, 3)), 3, match="'axis' must be in range \\[-3, 2\\]")
    assert P.Squeeze(0)(t((2, 3))).shape == (2, 3)  # MindSpore 2.10 keeps a non-1 axis (ops_existing/expand_squeeze)
    both_raise(ShapeError, P.Concat(1), t((2, 3)), t((3, 3)), match="must be equal except on axis 1")
    both_raise(ShapeError, P.Stack(), t((2, 3)), t((3, 3)), match="same shape")
    both_raise(ShapeError, P.Split(1, 2), t((2, 3)), match="must be divisible by 'output_num' \\(2\\)")
    assert P.Tile()(t((2, 3)), (2,)).shape == (2, 6)  # MindSpore pads short multiples (ops_existing/shape_errors)
    both_raise(ShapeError, P.BroadcastTo((4, 3)), t((2, 3)), match="cannot be broadcast to")
    both_raise(ShapeError, P.ReduceSum(), t((2, 3)), 2,
               match=re.escape("For 'ReduceSum', the 'axis' must be in range [-2, 2), but got 2."))
    both_raise(ShapeError, P.Argmax(5), t((2, 3)), match="'axis' must be in range")
    both_raise(ShapeError, P.Softmax(2), t((2, 3)), match="For 'Softmax'")
    both_raise(ShapeError, P.CumSum(), t((2, 3)), -3, match="For 'CumSum'")
    both_raise(ShapeError, P.UnsortedSegmentSum(), t((4, 3)), t((3,), np.int32), 2, match="must be a prefix")


def test_conv_and_pool_messages():
    both_raise(RuntimeError, P.Conv2D(4, 3), t((1, 3, 5, 5)), t((4, 2, 3, 3)),  # MindSpore 2.10: RuntimeError
               match=re.escape("For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be equal "
                               "to 'C_in' of input 'weight' shape: 2, but got 'C_in' of input 'x' shape: 3, and "
                               "'group': 1."))
    both_raise(ShapeError, P.Conv2D(5, 3), t((1, 3, 5, 5)), t((4, 3, 3, 3)), match="'out_channel'")
    both_raise(ShapeError, P.Conv2D(4, 3), t((1, 3, 2, 2)), t((4, 3, 3, 3)), match="after padding must be greater")
    both_raise(ShapeError, P.Conv2D(4, 3), t((3, 5, 5)), t((4, 3, 3, 3)), match="4-D")
    both_raise(ArgumentError, P.Conv2D(4, 3, pad_mode="bogus"), t((1, 3, 5, 5)), t((4, 3, 3, 3)), match="pad_mode")
    both_raise(ShapeError, P.MaxPool(4, 1), t((1, 1, 3, 3)), match="For 'MaxPool', the output spatial size")
    both_raise(ShapeError, P.Col2Im(2), t((1, 5, 4, 3)), (3, 3), match="For 'Col2Im', size of input's 4th")


def test_indexing_messages():
    both_raise(ShapeError, P.GetItem(index=(("i", 5),)), t((2, 3)),
               match=re.escape("For 'GetItem', the index [5] is invalid for a tensor of shape (2, 3): index 5 is out "
                               "of bounds for dimension with size 2."))
    with pytest.raises(IndexError):
        t((2, 3))[0, 0, 0]
    x = t((2, 3))
    with pytest.raises(ShapeError, match="cannot be broadcast to the indexed shape \\(3,\\)"):
        x[0] = t((2,))
    with pytest.raises(IndexError, match="The tensor index must be int or bool type"):
        x[t((1,))]
    with pytest.raises(IndexError, match="Unsupported Python object type received"):  # MindSpore 2.10: IndexError
        x["a"]


def test_creation_messages():
    with pytest.raises(ShapeError, match="'size' must be a tuple of non-negative ints"):
        ops.zeros((2, -1))
    with pytest.raises(ShapeError, match="'delta' cannot be equal to zero"):
        ops.arange(0, 3, 0)
    with pytest.raises(RuntimeError, match="keep_prob"):  # MindSpore 2.10: the kernel's RuntimeError
        P.Dropout(1.5)(t((2,)))
    with pytest.raises(ArgumentError, match="at least one of"):
        ops.clip_by_value(t((2,)))
    with pytest.raises(ArgumentError, match="unexpected attribute"):
        P.MatMul(transpose_c=True)


_BAD_DTYPE_CALLS = {
    "ops.cast": lambda d: ops.cast(t((2,)), d),
    "Cast()": lambda d: P.Cast()(t((2,)), d),
    "Tensor.astype": lambda d: t((2,)).astype(d),
    "Tensor(data, dtype)": lambda d: Tensor([1.0, 2.0], dtype=d),
    "Tensor(shape, dtype)": lambda d: Tensor(shape=(2,), dtype=d),
    "ops.zeros": lambda d: ops.zeros((2,), d),
    "ops.zeros_like": lambda d: ops.zeros_like(t((2,)), dtype=d),
    "initializer": lambda d: ms.common.initializer.initializer("ones", (2,), d),
}


# where None means "the default dtype" it is no error
_NONE_IS_DEFAULT = ("Tensor(data, dtype)", "ops.zeros", "ops.zeros_like")


@pytest.mark.parametrize("bad", ["float99", "float128", 3, None], ids=repr)
@pytest.mark.parametrize("where", list(_BAD_DTYPE_CALLS))
def test_bad_dtype_is_a_typed_error_naming_it(where, bad):
    """A dtype msgraph does not know: DTypeError (a TypeError, as MindSpore raises), naming the value
    and listing the valid names -- never numpy's bare TypeError, never a silent float64 for None."""
    if bad is None and where in _NONE_IS_DEFAULT:
        assert _BAD_DTYPE_CALLS[where](None).dtype == ms.float32
        return
    if bad is None and where == "Tensor(shape, dtype)":
        # a static shape with neither dtype nor init: MindSpore 2.10's input_data TypeError (adapt42tm)
        with pytest.raises(TypeError, match="input_data"):
            _BAD_DTYPE_CALLS[where](None)
        return
    with pytest.raises(DTypeError) as info:
        _BAD_DTYPE_CALLS[where](bad)
    msg = str(info.value)
    assert isinstance(info.value, TypeError)
    assert (repr(bad) if bad not in ("float128", None) else str(bad)) in msg, msg
    assert "valid dtype names: float16, float32, float64, int8" in msg and "bool" in msg, msg


def test_set_dtype_takes_only_mindspore_dtypes():
    """MindSpore's Tensor.set_dtype binding: a non-dtype is its pybind RuntimeError, None a no-op (r2jit)."""
    for bad in ("float16", np.float16, 3, float):
        with pytest.raises(RuntimeError, match="Unable to cast Python instance"):
            t((2,)).set_dtype(bad)
    x = t((2,))
    assert x.set_dtype(None) is None and x.dtype == ms.float32


def test_bad_dtype_message_names_the_op():
    with pytest.raises(DTypeError, match=re.escape("For 'Cast', 'float99' is not a valid dtype")):
        ops.cast(t((2,)), "float99")
    with pytest.raises(DTypeError, match=re.escape("For 'Tensor', 'float99' is not a valid dtype")):
        Tensor([1.0], dtype="float99")
    with pytest.raises(DTypeError, match=re.escape("For 'Zeros', unsupported dtype float128")):
        ops.zeros((2,), np.longdouble)
    # a string where a tensor goes: MindSpore 2.10's "Failed calling <op>" TypeError, naming the op
    with pytest.raises(DTypeError, match=re.escape('Failed calling Sigmoid with "Sigmoid()(input=string)"')):
        ops.sigmoid("hello")
    with pytest.raises(TypeError, match=re.escape('Failed calling Add with "Add()(input=List<float, float>, other=Tensor)"')):
        P.Add()([1.0, 2.0], t((2,)))
    with pytest.raises(TypeError, match="Failed calling Equal"):
        ops.equal(t((2,)), None)
    with pytest.raises(TypeError, match="Failed calling ReduceSum"):
        P.ReduceSum()([1.0, 2.0], 0)
    assert (t((2,)) == None) is False and (t((2,)) != None) is True  # noqa: E711 - MindSpore's Tensor.__eq__
    assert (t((2,)) + [1.0, 2.0]).shape == (2,)  # a Tensor operator still takes a list
    with pytest.raises(DTypeError, match="For 'Argmax', the inputs are invalid: 'float99' is not a valid dtype"):
        P.Argmax(output_type="float99")(t((2, 3)))


def test_errors_are_the_builtin_classes_mindspore_raises():
    with pytest.raises(ValueError):
        ops.reshape(t((2, 3)), (5,))
    assert ops.logical_or(t((2,)), t((2,))).dtype == ms.bool_  # MindSpore: numbers are true where non-zero
    assert ms.float32 != np.float32 and not ms.float32 == "float32"  # MindSpore: a dtype equals only a dtype
