"""Ops that write a Parameter (``OpDef.writes_input``): how Graph mode lowers them.

The lowerer recognises them by that OpDef attribute (never by name) and takes their math from
the op's combine rule, so ``assign``/``assign_add``/``assign_sub`` in every spelling (function
form, primitive instance, keyword arguments, inside library code such as the optimizers) agree
with PyNative, and an op that declares ``writes_input`` without a combine rule is its own node.
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.ops.registry import OPS, PrimitiveWithInfer
from msgraph.testing import assert_modes_equal

LEVELS = ("O0", "O1", "O2")


def X():
    return ms.Tensor(np.array([0.5, 1.5], np.float32))


class Spellings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        self.s = ms.Parameter(ms.Tensor(np.array(0, np.int32)), name="s")

    def construct(self, x):
        ops.assign_add(self.w, x * 2.0)            # function form
        ops.AssignSub()(self.w, x)                 # primitive instance
        ops.assign_add(self.s, 1)                  # weakly typed value: stays Int32
        if x.sum() > 0:
            ops.assign(self.w, value=self.w * 0.5)  # keyword, under a Tensor condition
        ops.Assign()(self.s, value=self.s + 2)     # primitive with a keyword
        ops.assign_sub(self.s, 3)                  # a number into the rank-0 Parameter
        # (a number or numpy scalar into the rank-1 ``w`` is MindSpore 2.10's rank ValueError)
        return self.w * x, self.s + 0


@pytest.mark.parametrize("scale", [1.0, -1.0])
def test_every_spelling_matches_pynative(scale):
    assert_modes_equal(Spellings(), X() * scale, jit_level=LEVELS)


def test_writes_are_plain_ir_from_the_combine_rule():
    ir = _ir_of(Spellings())
    assert "Assign" not in ir, ir                # AssignAdd(w, v) became Add(w, v): fusable, differentiable
    assert "store Parameter('w')" in ir and "store Parameter('s')" in ir


def _ir_of(net):
    jf = ms.jit(type(net).construct)
    jf(net, X())
    return jf.get_ir()


def test_gradient_through_assign_add_matches_pynative():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")

        def construct(self, x):
            ops.assign_add(self.w, x * 2.0)
            ops.AssignSub()(self.w, x)
            return self.w * x

    got = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        with ms.context_scope(mode=mode):
            net = Net()
            got[mode] = (ms.grad(net, grad_position=0)(X()).asnumpy(), net.w.asnumpy())
    np.testing.assert_allclose(got[ms.GRAPH_MODE][0], got[ms.PYNATIVE_MODE][0], rtol=1e-6)
    np.testing.assert_array_equal(got[ms.GRAPH_MODE][1], got[ms.PYNATIVE_MODE][1])
    # MindSpore 2.10: reads after the writes pass their gradient to w, none to the written values,
    # so d/dx = the new w = w + x (checked against MindSpore in both modes)
    np.testing.assert_allclose(got[ms.GRAPH_MODE][0], [1.5, 3.5])


def test_optimizer_step_matches_pynative():
    def run(mode):
        ms.set_seed(0)
        with ms.context_scope(mode=mode):
            dense = nn.Dense(3, 2)
            opt = nn.Adam(dense.trainable_params(), learning_rate=0.1)
            loss_fn = nn.MSELoss()
            forward = lambda a, b: loss_fn(dense(a), b)  # noqa: E731 -- MindSpore parses a lambda alone on its line
            gf = ms.value_and_grad(forward, None, opt.parameters)

            def step(a, b):
                loss, g = gf(a, b)
                opt(g)
                return loss
            fn = ms.jit(step) if mode == ms.GRAPH_MODE else step
            a = ms.Tensor(np.ones((4, 3), np.float32))
            b = ms.Tensor(np.zeros((4, 2), np.float32))
            losses = [float(fn(a, b).asnumpy()) for _ in range(3)]
            return losses, opt.global_step.asnumpy().item()
    graph, pynative = run(ms.GRAPH_MODE), run(ms.PYNATIVE_MODE)
    assert graph[1] == pynative[1] == 3
    np.testing.assert_allclose(graph[0], pynative[0], rtol=1e-5)


def test_combine_rules_come_from_the_op_registry():
    for name, old, value, new in (("Assign", 3.0, 2.0, 2.0), ("AssignAdd", 3.0, 2.0, 5.0),
                                  ("AssignSub", 3.0, 2.0, 1.0)):
        op = OPS[name]
        assert op.writes_input == 0
        assert op.combine(old, value) == new


class ScaleInto(PrimitiveWithInfer):
    """A user op that declares writes_input but no combine rule: variable <- variable * factor."""

    def compute(self, variable, factor):
        return (variable * factor).astype(variable.dtype)

    def __call__(self, variable, factor):
        out = super().__call__(variable, factor)
        if isinstance(variable, ms.Parameter) and isinstance(out, ms.Tensor):
            variable.set_data(out)
            return variable
        return out


ScaleInto.op.writes_input = 0


def test_an_op_without_combine_rule_is_its_own_node():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")

        def construct(self, x):
            ScaleInto()(self.w, 3.0)
            return self.w + x

    net = Net()
    with ms.context_scope(mode=ms.GRAPH_MODE):
        out = net(X())
    np.testing.assert_allclose(out.asnumpy(), [3.5, 7.5])
    np.testing.assert_allclose(net.w.asnumpy(), [3.0, 6.0])
    ir = _ir_of(Net())
    assert "ScaleInto" in ir and "store Parameter('w')" in ir, ir


def test_assign_to_tensor_attribute_writes_the_object():
    """A plain Tensor attribute written by ``ops.assign`` in graph code is state like a Parameter (loaded at entry,
    stored after the run), not a folded constant whose write is dropped (left38)."""
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.t = ms.Tensor(np.array([1.0, 2.0], np.float32))
            self.n = ms.Tensor(np.array(0, np.int32))

        def construct(self, x):
            ops.assign(self.t, x)
            ops.assign_add(self.n, ms.Tensor(np.array(1, np.int32)))
            return self.t * 2

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = Net()
        np.testing.assert_array_equal(net(ms.Tensor(np.array([5.0, 6.0], np.float32))).asnumpy(), [10.0, 12.0])
        np.testing.assert_array_equal(net.t.asnumpy(), [5.0, 6.0])
        np.testing.assert_array_equal(net(ms.Tensor(np.array([7.0, 8.0], np.float32))).asnumpy(), [14.0, 16.0])
        assert int(net.n.asnumpy()) == 2
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _AliasAug(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        v = self.w
        v += x          # the local names the Parameter: an in-place write of it (MindSpore 2.10's Graph mode)
        return self.w


def test_augassign_on_parameter_alias_writes_it_and_output_is_a_copy():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _AliasAug()
        first = net(X())
        np.testing.assert_array_equal(net.w.asnumpy(), [1.5, 3.5])
        second = net(X())
        np.testing.assert_array_equal(net.w.asnumpy(), [2.0, 5.0])
        # the first output keeps its values: it does not share the Parameter's storage
        np.testing.assert_array_equal(first.asnumpy(), [1.5, 3.5])
        np.testing.assert_array_equal(second.asnumpy(), [2.0, 5.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
