"""bfloat16 Tensors (numpy's bfloat16 from ml_dtypes; MindSpore 2.10's CPU behaviour, recorded in
tests/conformance/programs/bf27): the dtype object, creation, printing, promotion, which ops compute and how
they round, the refusals, Graph mode, gradients and checkpoints."""
import os
import pickle
import subprocess
import sys

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.common import dtype as mstype

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _run(code: str) -> str:
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout


def test_import_and_dtype_comparisons_do_not_load_ml_dtypes():
    out = _run("import sys, pickle, msgraph as ms\n"
               "r = [ms.bfloat16 == ms.float32, ms.float32 == ms.bfloat16, ms.bfloat16 == ms.bfloat16,\n"
               "     hash(ms.bfloat16) == hash(ms.bfloat16), ms.bfloat16 in (ms.float16, ms.bfloat16),\n"
               "     pickle.loads(pickle.dumps(ms.bfloat16)) is ms.bfloat16, str(ms.bfloat16), repr(ms.bfloat16)]\n"
               "print(r, 'ml_dtypes' in sys.modules)")
    assert out.strip() == "[False, False, True, True, True, True, 'BFloat16', 'mindspore.bfloat16'] False"


def test_without_ml_dtypes_a_bfloat16_tensor_is_a_dtype_error():
    out = _run("import sys\nsys.modules['ml_dtypes'] = None\nimport msgraph as ms\n"
               "try:\n    ms.Tensor([1.0], ms.bfloat16)\nexcept TypeError as e:\n"
               "    print(type(e).__name__, 'ml_dtypes' in str(e), ms.Tensor([1.0]).dtype)")
    assert out.strip() == "DTypeError True Float32"


def test_dtype_object():
    assert ms.bfloat16.is_floating and ms.bfloat16.itemsize == 2
    assert ms.bfloat16 in mstype.float_type and ms.bfloat16 in mstype.number_type
    assert ms.dtype_to_nptype(ms.bfloat16).__name__ == "bfloat16"
    assert mstype.to_numpy("bfloat16") == mstype.bf16_numpy()
    assert mstype.from_numpy(mstype.bf16_numpy()) is ms.bfloat16
    from msgraph.common.np_dtype import bfloat16
    assert bfloat16 is ms.dtype_to_nptype(ms.bfloat16)


def test_creation_rounds_to_nearest_even():
    t = ms.Tensor(np.array([1.00390625, 1.01171875, 257.0, 259.0, -1.00390625], np.float32), ms.bfloat16)
    assert t.dtype == ms.bfloat16 and t.asnumpy().dtype.name == "bfloat16"
    np.testing.assert_array_equal(t.float().asnumpy(), [1.0, 1.015625, 256.0, 260.0, -1.0])
    assert ms.Tensor([1, 2, 300], ms.bfloat16).float().asnumpy().tolist() == [1.0, 2.0, 300.0]
    assert ms.Tensor(1.1, ms.bfloat16).item() == 1.1015625
    back = ms.Tensor(t.asnumpy())          # a bfloat16 array makes a bfloat16 Tensor
    assert back.dtype == ms.bfloat16
    assert ms.Tensor(t.asnumpy(), ms.float32).dtype == ms.float32


def test_printing():
    t = ms.Tensor(np.array([1.1, 2.7, 3.14159]), ms.bfloat16)
    assert str(t) == "[1.101562 2.703125 3.140625]"
    assert repr(t) == "Tensor(shape=[3], dtype=BFloat16, value= [1.10156, 2.70312, 3.14062])"
    s = ms.Tensor(np.array([np.inf, -np.inf, np.nan, 0.0, 1e-5, 123456.0], np.float32), ms.bfloat16)
    assert str(s) == "[inf -inf nan 0.000000 0.000010 123392.000000]"
    assert repr(s) == ("Tensor(shape=[6], dtype=BFloat16, value= [        inf,        -inf,         nan,           0, "
                       "1.00136e-05,      123392])")
    assert repr(ms.Tensor(2.5, ms.bfloat16)) == "Tensor(shape=[], dtype=BFloat16, value= 2.5)"


def test_promotion():
    bf, f16, f32, i32 = (mstype.bf16_numpy(), np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.int32))
    rt = mstype.mindspore_result_type
    assert rt(bf, bf) == bf and rt(bf, i32) == bf and rt(bf, 1.5) == bf and rt(bf, 3) == bf
    assert rt(bf, f16) == f32 and rt(f32, bf) == f32 and rt(bf, np.dtype(np.float64)) == np.float64


def _bf(a):
    return ms.Tensor(np.asarray(a, np.float32), ms.bfloat16)


X = np.array([[0.1, -1.7, 2.3], [3.14159, -0.5, 7.9]], np.float32)
Y = np.array([[1.3, 2.1, -0.7], [0.37, 5.5, -2.2]], np.float32)


def _rounded(v):
    """float32 values rounded once to bfloat16 (what MindSpore's CPU kernels return), as float32."""
    return np.asarray(v, np.float32).astype(mstype.bf16_numpy()).astype(np.float32)


def _add(a, b):
    return a + b


def _mul(a, b):
    return a * b


def _div(a, b):
    return a / b


def _sub(a, b):
    return a - b


def _mint_sub(a, b):
    return ms.mint.sub(a, b)


def _floordiv(a, b):
    return a // b


@pytest.mark.parametrize("fn, ref", [(_add, np.add), (_mul, np.multiply), (_div, np.divide), (_sub, np.subtract),
                                     (_mint_sub, np.subtract), (_floordiv, np.floor_divide)])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_allowed_ops_compute_in_float32_and_round_once(fn, ref, mode):
    x, y = _bf(X), _bf(Y)
    xf, yf = x.float().asnumpy(), y.float().asnumpy()
    ms.set_context(mode=mode)
    try:
        out = ms.jit(fn)(x, y) if mode == ms.GRAPH_MODE else fn(x, y)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.dtype == ms.bfloat16, fn
    np.testing.assert_array_equal(out.float().asnumpy(), _rounded(ref(xf, yf)))


def test_mixed_dtypes():
    x = _bf(X)
    assert (x + ms.Tensor(np.ones((2, 3), np.float32))).dtype == ms.float32
    assert (x + ms.Tensor(np.ones((2, 3), np.float16))).dtype == ms.float32
    assert (x + ms.Tensor(np.ones((2, 3), np.int32))).dtype == ms.bfloat16
    assert (x * 3).dtype == ms.bfloat16 and (x + 1.5).dtype == ms.bfloat16
    assert ops.cast(x, ms.int32).dtype == ms.int32 and x.half().dtype == ms.float16
    assert ms.Tensor(X).bfloat16().dtype == ms.bfloat16
    assert ops.cat((x, x)).dtype == ms.bfloat16 and x[0].dtype == ms.bfloat16 and x.reshape(3, 2).dtype == ms.bfloat16


def _exp(a):
    return ops.exp(a)


def _matmul(a):
    return ops.matmul(a, a.T)


def _ops_sub(a):
    return ops.sub(a, a)


def _rsub(a):
    return 2.0 - a


def _equal(a):
    return a == a


def _sum(a):
    return a.sum()


@pytest.mark.parametrize("fn, kernel, cls", [(_exp, "Exp", TypeError), (_matmul, "MatMul", TypeError),
                                             (_ops_sub, "Sub", TypeError), (_rsub, "Sub", TypeError),
                                             (_equal, "Equal", TypeError), (_sum, "Reduce", RuntimeError)])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_refused_ops_raise_mindspores_kernel_errors(fn, kernel, cls, mode):
    x = _bf(X)
    ms.set_context(mode=mode)
    try:
        with pytest.raises(cls, match=kernel):
            ms.jit(fn)(x) if mode == ms.GRAPH_MODE else fn(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(x.float().asnumpy(), _rounded(X))   # the operand is untouched


def _to_bf16(a):
    return a.bfloat16()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_gradients(mode):
    x, y = _bf(X), _bf(Y)

    def f(a, b):
        return a * b + a

    ms.set_context(mode=mode)
    try:
        g = ms.jit(ms.grad(f, (0, 1)))(x, y) if mode == ms.GRAPH_MODE else ms.grad(f, (0, 1))(x, y)
        gc = ms.grad(_to_bf16)(ms.Tensor(X))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert [t.dtype for t in g] == [ms.bfloat16, ms.bfloat16]
    np.testing.assert_array_equal(g[0].float().asnumpy(), _rounded(y.float().asnumpy() + 1))
    np.testing.assert_array_equal(g[1].float().asnumpy(), x.float().asnumpy())
    assert gc.dtype == ms.float32 and np.all(gc.asnumpy() == 1)


def test_in_place_update_and_parameter():
    x = _bf(X)
    x.add_(x)
    assert x.dtype == ms.bfloat16
    np.testing.assert_array_equal(x.float().asnumpy(), _rounded(2 * _rounded(X)))
    p = ms.Parameter(_bf(Y), name="p")
    assert p.dtype == ms.bfloat16 and "BFloat16" in repr(p)


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_checkpoint_round_trip(tmp_path, fmt):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(_bf(X), name="w")

        def construct(self, a):
            return a * self.w

    path = str(tmp_path / f"bf16.{fmt}")
    ms.save_checkpoint(Net(), path, format=fmt)
    loaded = ms.load_checkpoint(path, format=fmt)
    assert loaded["w"].dtype == ms.bfloat16
    np.testing.assert_array_equal(loaded["w"].float().asnumpy(), _rounded(X))
    assert pickle.loads(pickle.dumps(_bf(X))).dtype == ms.bfloat16
