"""msgraph.testing.strategies, and the equivalence property they exist for: random programs
over the op registry give the same values, dtypes and gradients in PyNative and Graph mode."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import msgraph as ms
from msgraph.ops import OPS
from msgraph.testing import assert_modes_equal
from msgraph.testing import strategies as mst

COMPILE = settings.get_profile(mst.PROFILE)


def test_profile_is_registered():
    assert COMPILE.deadline is None
    assert 0 < COMPILE.max_examples <= 50


@given(mst.dtypes(integer=True, boolean=True, half=True), mst.shapes(max_dims=4, max_side=5))
def test_dtypes_and_shapes(dtype, shape):
    assert isinstance(dtype, ms.DType)
    assert 0 <= len(shape) <= 4 and all(1 <= d <= 5 for d in shape)


@given(mst.broadcast_shape_pairs())
def test_broadcast_pairs_broadcast(pair):
    a, b = pair
    np.broadcast_shapes(a, b)


@given(mst.tensors(dtype=mst.float_dtypes(half=True), min_value=-3.0, max_value=3.0))
def test_tensors_are_finite_and_bounded(t):
    assert isinstance(t, ms.Tensor) and t.dtype in (ms.float16, ms.float32, ms.float64)
    arr = t.asnumpy()
    assert np.isfinite(arr).all() and (np.abs(arr) <= 3.0).all()


@given(mst.tensors(dtype=ms.int8, shape=(3,), min_value=-1000, max_value=1000))
def test_integer_tensors_are_clipped_to_the_dtype(t):
    assert t.dtype == ms.int8 and t.shape == (3,)


def test_eligible_ops_come_from_the_registry():
    safe = {i.name: i for i in mst.eligible_ops()}
    assert {"Add", "Mul", "Sin", "Tanh"} <= set(safe)
    assert safe["Add"].arity == 2 and safe["Sin"].arity == 1
    assert not {"Log", "Sqrt", "Div", "Exp"} & set(safe)          # can produce nan/inf
    assert {"Log", "Div"} <= {i.name for i in mst.eligible_ops(safe=False)}
    assert all(OPS[i.name].differentiable for i in mst.eligible_ops(differentiable=True))
    assert {"Equal", "Less"}.isdisjoint(i.name for i in mst.eligible_ops(safe=False))   # bool results
    with pytest.raises(ValueError, match="Nope"):
        mst.eligible_ops(ops=["Add", "Nope"])


@settings(max_examples=10, deadline=None)
@given(mst.programs(max_inputs=3, max_steps=5, max_outputs=2))
def test_programs_are_real_functions(program):
    assert program.source.startswith(f"def {program.name}(")
    assert program.source in repr(program)
    args = [ms.Tensor(np.full((2,), 0.5, np.float32)) for _ in range(program.n_inputs)]
    out = program(*args)
    outs = out if isinstance(out, tuple) else (out,)
    assert len(outs) == len(program.outputs)


@settings(COMPILE, max_examples=12)
@given(mst.programs_with_inputs(max_steps=5))
def test_random_programs_agree_between_modes(prog_args):
    program, args = prog_args
    assert_modes_equal(program, *args)


@settings(COMPILE, max_examples=8)
@given(mst.programs_with_inputs(dtype=ms.float64, differentiable=True, max_steps=4, max_dims=2))
def test_random_program_gradients_agree_between_modes(prog_args):
    program, args = prog_args
    assert_modes_equal(program, *args, grads=True)


@pytest.mark.msgraph_modes("pynative", "graph-O0", "graph-O2")
@settings(COMPILE, max_examples=5)
@given(data=st.data())
def test_programs_under_the_marker(ms_mode, data):
    program, args = data.draw(mst.programs_with_inputs(max_steps=3))
    fn = ms.jit(program) if ms_mode.is_graph else program
    out = fn(*args)
    assert out.dtype == args[0].dtype
