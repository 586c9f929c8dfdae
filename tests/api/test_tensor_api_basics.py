"""Tensor/Parameter/Cell API behaviours recorded from MindSpore 2.10 (tests/conformance/programs/tensor_api),
pinned here as unit tests with their error classes."""
import copy

import numpy as np
import pytest

import msgraph as ms
from msgraph import Parameter, ParameterTuple, Tensor, nn


def test_construction_errors_are_type_errors():
    for bad in (None, "abc", {1: 2}):
        with pytest.raises(TypeError):
            Tensor(bad)
    with pytest.raises(TypeError):
        Tensor([[1, 2], [3]])
    with pytest.raises(TypeError):
        Tensor([1, 2], dtype=np.float32)  # MindSpore takes only its own dtypes here
    with pytest.raises(ValueError):
        Tensor(shape=(2,), init=ms.common.initializer.One())


def test_numpy_input_is_copied_and_from_numpy_wraps():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor(a)
    a[0] = 100.0
    assert t.asnumpy()[0] == 1.0
    assert Tensor.from_numpy(a).asnumpy()[0] == 100.0


def test_attributes_and_conversions():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert t.strides == (12, 4) and t.dim() == 2 and t.numel() == 6 and t.nelement() == 6
    assert t.mT.shape == (3, 2)
    with pytest.raises(ValueError):
        t.item()
    with pytest.raises(ValueError):
        bool(t)
    with pytest.raises(ValueError):
        int(t)
    with pytest.raises(TypeError):
        len(Tensor(1.0))
    with pytest.raises(TypeError):
        iter(Tensor(1.0)).__next__()
    assert str(Tensor([1.0]).set_dtype(ms.float16)) == "Float16"
    assert (t == None) is False and (t != None) is True  # noqa: E711


def test_dtype_names_and_helpers():
    from msgraph.common import dtype as mstype

    assert repr(ms.float32) == "mindspore.float32" and str(ms.float32) == "Float32"
    assert repr(ms.bool_) == "mindspore.bool"
    assert type(ms.float32).__name__ == "Float" and isinstance(ms.int8, mstype.Type)
    assert ms.dtype_to_nptype(ms.float16) is np.float16
    assert str(mstype.pytype_to_dtype(float)) == "Float64"
    assert mstype.type_size_in_bytes(ms.float16) == 2


def test_parameter_rules():
    p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
    assert repr(p) == "Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True)"
    p.set_data(Tensor(np.array([5, 6, 7], np.int32)))  # MindSpore 2.10: the shape may change, the dtype stays
    assert p.shape == (3,) and str(p.dtype) == "Float32"
    with pytest.raises(ValueError):
        Parameter(True, name="b")
    with pytest.raises(ValueError):
        Parameter(Tensor([1.0]), name=3)
    assert type(p.copy()).__name__ == "Parameter" and type(copy.deepcopy(p)).__name__ == "Parameter"
    assert type(p.value()).__name__ == "Tensor"
    assert p.clone(init="zeros").asnumpy().tolist() == [0.0, 0.0, 0.0]
    a = Parameter(Tensor([1.0]), name="a")
    with pytest.raises(ValueError):
        ParameterTuple((a, Parameter(Tensor([2.0]), name="a")))
    with pytest.raises(TypeError):
        ParameterTuple((a, Tensor([1.0])))


def test_cell_repr_and_children():
    seq = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])
    assert repr(seq) == ("SequentialCell(\n  (0): Dense(input_channels=2, output_channels=2, has_bias=True)\n"
                         "  (1): ReLU()\n)")
    assert type(seq.cells()).__name__ == "odict_values"
    assert seq.cls_name == "SequentialCell"
    cd = nn.CellDict({"fc": nn.Dense(2, 2)})
    assert [p.name for p in cd.get_parameters()] == ["fc.weight", "fc.bias"]
    with pytest.raises(TypeError):
        cd["x"] = 3


def test_float_index_and_int_wrap():
    t = Tensor(np.arange(3.0))
    with pytest.raises(IndexError):
        t[1.5]
    out = Tensor(np.array([1], np.int8)) + 300
    assert str(out.dtype) == "Int8" and out.asnumpy().tolist() == [45]


def test_eq_with_numpy_scalar_or_array_is_plain_bool():
    # MindSpore 2.10's Tensor.__eq__ / __ne__: anything but a Python int / float or a Tensor is False / True (adapt38pn)
    import numpy as np
    import msgraph as ms
    t = ms.Tensor(np.array([1, 2], np.int32))
    assert (t == np.int64(2)) is False and (t != np.int64(2)) is True
    assert (t == np.array([1, 2])) is False and (t != np.float32(1)) is True
    assert (t == 2).asnumpy().tolist() == [False, True]
    assert (t == np.float64(1.0)).asnumpy().tolist() == [True, False]   # a Python float subclass


def test_reshape_view_need_a_shape_and_inplace_add_refuses_sequences():
    # MindSpore 2.10 (adapt39up/reshape_view_noargs, inplace_seq_operand)
    x = Tensor(np.ones((2, 3), np.float32))
    z = Tensor(2.5, ms.float32)
    for t in (x, z):
        with pytest.raises(TypeError):
            t.view()
        with pytest.raises(TypeError):
            t.reshape()
    for seq in ((1, 2, 3), [1, 2, 3]):
        y = Tensor(np.array([5, 7, 9], np.int64))
        with pytest.raises(TypeError):
            y += seq
        with pytest.raises(TypeError):
            y //= seq
    y = Tensor(np.array([5, 7, 9], np.int64))
    np.testing.assert_array_equal((y + (1, 2, 3)).asnumpy(), [6, 9, 12])
    y -= (1, 2, 3)
    np.testing.assert_array_equal(y.asnumpy(), [4, 5, 6])


def test_concat_refuses_python_number_pieces():
    from msgraph import ops
    x = Tensor(np.array([1.0, 2.0], np.float32))
    for pieces in ((2, 2), (x, 2), (2.5, x), (True, False)):
        with pytest.raises(TypeError):
            ops.concat(pieces)
    np.testing.assert_array_equal(ops.concat((x, x)).asnumpy(), [1, 2, 1, 2])


def test_tensor_string_dtype_keeps_the_data_dtype():
    """MindSpore 2.10 ignores ``dtype=mstype.string`` in Tensor(...): numpy's dtype of the data (adapt45pij)."""
    import numpy as np
    import msgraph as ms

    assert ms.Tensor(np.ones(2, np.int32), dtype=ms.string).dtype == ms.int32
    assert ms.Tensor([1.5, 2.0], dtype=ms.string).dtype == ms.float64
