"""autodiff/runtime_vjp.py: gradients of Python run when the graph runs on dynamic-rank Tensors (join32)."""
import operator

import numpy as np

from msgraph.autodiff import runtime_vjp as rv
from msgraph.common.tensor import Tensor


def test_to_shape_reshapes_sums_or_broadcasts():
    a = np.array([1., 3.], np.float32)
    assert rv._to_shape(a, (2,)) is a
    assert rv._to_shape(a, (2, 1)).shape == (2, 1)
    assert rv._to_shape(a, ()) == np.float32(4.)                     # a (2,) sens of a 0-d value: its sum
    np.testing.assert_array_equal(rv._to_shape(np.ones((3, 2), np.float32), (1, 2)), [[3., 3.]])
    np.testing.assert_array_equal(rv._to_shape(np.float32(2.), (2,)), [2., 2.])   # broadcast


def test_run_vjp_of_a_product_and_of_a_method():
    x, y = np.array([1., 2.], np.float32), np.array([3., -1.], np.float32)
    vjp = rv.RunVjp(operator.mul, None, [0, 1])
    gx, gy = vjp(Tensor(x), Tensor(y), Tensor(np.array([1., 10.], np.float32)))
    np.testing.assert_array_equal(gx.asnumpy(), [3., -10.])
    np.testing.assert_array_equal(gy.asnumpy(), [1., 20.])
    # ``getattr(out, "sum")`` then called: the method's adjoint is its Tensor's
    (g,) = rv.RunVjp(getattr, None, [0])(Tensor(x), "sum", Tensor(np.array([5., 6.], np.float32)))
    np.testing.assert_array_equal(g.asnumpy(), [5., 6.])
    (g,) = rv.RunVjp(lambda m: m(), None, [0])(Tensor(x).sum, Tensor(np.float32(2.)))
    np.testing.assert_array_equal(g.asnumpy(), [2., 2.])


def test_no_gradient_through_numpy_and_none_sens():
    x = np.array([1., 2.], np.float32)
    assert rv.RunVjp(lambda t: np.exp(t.asnumpy()), None, [0])(Tensor(x), Tensor(x)) == (None,)
    assert rv.RunVjp(operator.mul, None, [0])(Tensor(x), Tensor(x), None) == (None,)


def test_as_input_declared_and_object():
    x = np.array([1., 2.], np.float32)
    out = rv.AsInput(0, (), np.float32)((Tensor(np.array([1., 3.], np.float32)),), np.float32(0.))
    assert out.shape == () and out == 4.
    zeros = rv.AsInput(0, (2,), np.float32)((None,), x)
    np.testing.assert_array_equal(zeros, [0., 0.])
    same = rv.AsInput(None)(Tensor(np.array([7., 8.], np.float32)), Tensor(x))
    assert isinstance(same, Tensor) and same.asnumpy().tolist() == [7., 8.]


def test_object_adjoint_helpers():
    a, b = Tensor(np.array([1., 2.], np.float32)), Tensor(np.array([3., 4.], np.float32))
    assert rv.RunAdd()(a, b).asnumpy().tolist() == [4., 6.]
    assert rv.RunAdd()(None, b) is b
    assert rv.RunOnesLike()(np.zeros((2, 3), np.float16)).asnumpy().dtype == np.float16
    assert rv.RunZerosLike()((1, 2)) is None
    # a run-time sequence (a tuple a Tensor while grew): item by item
    ones = rv.RunOnesLike()((a, 3, (b,)))
    assert ones[0].asnumpy().tolist() == [1., 1.] and ones[1] is None and ones[2][0].asnumpy().tolist() == [1., 1.]
    summed = rv.RunAdd()((a, None), (b, a))
    assert summed[0].asnumpy().tolist() == [4., 6.] and summed[1] is a


def test_run_vjp_through_a_sequence():
    """A tuple input holding Tensors gets a leaf per Tensor (its adjoint a tuple); a tuple output pairs with a
    structured adjoint (adapt43rt/runtime_tuple_grad)."""
    a, b = Tensor(np.array([1., 2.], np.float32)), Tensor(np.array([3., 4.], np.float32))
    (g,) = rv.RunVjp(lambda t: t[0] * t[1], None, [0])((a, b, 5), Tensor(np.ones(2, np.float32)))
    assert g[0].asnumpy().tolist() == [3., 4.] and g[1].asnumpy().tolist() == [1., 2.] and g[2] is None
    (h,) = rv.RunVjp(lambda x: (x * 2, x * 3), None, [0])(a, (Tensor(np.ones(2, np.float32)), None))
    assert h.asnumpy().tolist() == [2., 2.]


def test_run_vjp_through_a_dict():
    """A dict input holding Tensors gets a leaf per value (its adjoint a dict); a dict output pairs with a dict
    adjoint key by key; adjoint sums and ones / zeros of a dict work key by key (adapt44ctl/runtime_dict_grad)."""
    a, b = Tensor(np.array([1., 2.], np.float32)), Tensor(np.array([3., 4.], np.float32))
    (g,) = rv.RunVjp(lambda d: d["u"] * d["v"], None, [0])({"u": a, "v": b, "n": 5}, Tensor(np.ones(2, np.float32)))
    assert g["u"].asnumpy().tolist() == [3., 4.] and g["v"].asnumpy().tolist() == [1., 2.] and g["n"] is None
    (h,) = rv.RunVjp(lambda x: {"p": x * 2, "q": x * 3}, None, [0])(a, {"q": Tensor(np.ones(2, np.float32))})
    assert h.asnumpy().tolist() == [3., 3.]
    s = rv.RunAdd()({"u": a}, {"u": b, "v": a})
    assert s["u"].asnumpy().tolist() == [4., 6.] and s["v"] is a
    assert rv.RunOnesLike()({"u": a, "n": 1})["u"].asnumpy().tolist() == [1., 1.]
    assert rv.RunZerosLike()({"n": 1}) is None


def test_op_run_at_run_time_for_a_mutable_argument_is_differentiated():
    """ops.cat with a mutable() axis runs when the graph runs (its axis must be a constant): its gradient flows
    (it was zeros) and returns as Tensors (adapt41cpu)."""
    import msgraph as ms
    from msgraph import nn, ops

    class Cat(nn.Cell):
        def construct(self, x, y, axis):
            return ops.concat((x, y), axis) * Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 4))

    a, b = Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 1), np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        ga, gb, _ = ops.GradOperation(get_all=True)(Cat())(a, b, ms.mutable(1))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert isinstance(ga, Tensor) and isinstance(gb, Tensor)
    np.testing.assert_array_equal(ga.asnumpy(), [[1., 2., 3.], [5., 6., 7.]])
    np.testing.assert_array_equal(gb.asnumpy(), [[4.], [8.]])
