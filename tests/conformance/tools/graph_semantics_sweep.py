"""Graph-mode semantics sweep, second part: gradients through control flow, side effects, Tensor indexing,
HyperMap/Map, Cell containers and construct inputs; MindSpore 2.10 vs msgraph, in Graph mode and PyNative.

Not run in CI (session 27, h-gss27).  A sibling of ``graph_syntax_sweep.py``: it adds families to that tool's
generator and uses its runner, output format and options unchanged (see its docstring), modelled on MindSpore's st
compiler tests (control, auto_monad, hypermap, augassign_inplace, tensor_inplace, gradient, jit, inline,
construct_input) and st/pynative (jit, grad):

- ``gradcf``: ``ms.grad`` / ``ops.GradOperation`` (get_all, sens_param, get_by_list) / ``ms.value_and_grad`` /
  has_aux / grad_position tuples / second order, of functions whose bodies branch and loop on Tensors (break,
  continue, return inside), and of Cells with Parameters (grads w.r.t. weights); each called from a Graph-mode Cell,
  from an ``@ms.jit`` function, in PyNative, and in PyNative on an ``@ms.jit`` function;
- ``effects``: ``ops.assign``/``assign_add``/``scatter_update``/``depend`` on Parameters inside branches and loops,
  Parameter reads after writes, augmented assignment on Parameters, Tensors and inputs (``x += 1``, ``x[0] += 1``,
  ``self.p[1:3] = ...``), Tensor in-place methods (``add_``, ``copy_``, ``fill_``, ``zero_``...), print/ops.Print
  ordering; Cells called twice (the state a call leaves), in Graph mode and PyNative;
- ``index``: getitem/setitem with ints, negative ints, slices with steps, None, Ellipsis, bool masks, int Tensors,
  lists, tuples mixing them, ``ms.mutable`` indices, values of Python numbers / Tensors / lists, on float and int
  Tensors, in ``@ms.jit`` and PyNative;
- ``hypermap``: ``ops.HyperMap`` / ``ops.Map`` / ``ops.MultitypeFuncGraph`` / ``ops.Partial`` / ``C.*`` over
  tuples, lists, dicts and nested containers;
- ``cellcont``: ``nn.CellList`` / ``SequentialCell`` / ``CellDict`` indexing, iteration, len, enumerate, slicing,
  Tensor-indexed CellList; ``ms.jit_class`` objects; ``jit`` on a bound ``construct``; construct inputs of every
  kind (tuple, list, dict, None, scalars, mutable, ``*args``/``**kwargs``, defaults).

    python tests/conformance/tools/graph_semantics_sweep.py                    # the families above, both sides
    python tests/conformance/tools/graph_semantics_sweep.py -f index -v        # one family, with messages

Options as ``graph_syntax_sweep.py`` (``--save`` defaults to /tmp/gss27 here).

Further families: ``views`` (in-place ops through views and aliases of arguments), ``gradmore`` (gradients of
containers, aux, vjp/jvp, sens, custom bprop, grads in loops), ``dynshape`` (``set_inputs`` with a dynamic dim or
rank, ``ms.mutable`` scalars and sequences), ``outer`` (outermost inputs/outputs: containers, Parameters),
``optim`` (optimizer-style HyperMap/assign updates, nn.SGD/Momentum/Adam), ``switch`` (switch_layer),
``augassign`` (``x op= y`` over 13 operators x 6 dtypes x 7 right-hand sides, both modes), ``pynjit``
(``@ms.jit`` constructs and nested jit/grad in PyNative), ``index2`` (Tensor indices of every integer dtype,
negative, 2-D, empty, out of range, with slices; item assignment of mixed-dtype values) and ``printing``
(print / ops.Print of Tensors of every dtype and shape, f-strings, ``sep=``, captured at the descriptor level).

Measured (session 27, MindSpore 2.10 CPU): 3676 programs in 15 families; differing before the fixes -> after
(programs/gss27): 266 -> 194.  Per family: gradcf 492 (22 -> 22), effects 164 (39 -> 39), index 713 (28 -> 23),
hypermap 117 (13 -> 6), cellcont 167 (7 -> 4), views 78 (19 -> 19), gradmore 105 (10 -> 6), dynshape 121 (3 -> 3),
outer 51 (7 -> 5), optim 24 (0 -> 0), switch 28 (6 -> 2), augassign 848 (61 -> 17), pynjit 66 (5 -> 5),
index2 520 (19 -> 16), printing 182 (27 -> 27). The 194 left are triaged in docs/differences.md ("Session 27
(gss27)"): MindSpore plainly wrong or inconsistent between its modes (Tensor in-place methods in PyNative CPU,
write-back of Graph-mode augmented assignment on arguments, second derivatives through control flow, negative-step
slice assignment, negative Tensor indices beside slices in Graph mode, HyperMap created with its function), missing
CPU kernels (fill_, zero_, clone, bool remainder), and MindSpore-state-dependent PyNative gradients.
Session 31 (sweep31, 2026-12-05): msgraph's side of the 3676 programs on main at e40f0a1d and at e64c8d19 (the end
of session 28): no program's result changed, so the counts above stand (the MindSpore side was not rerun).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_syntax_sweep as gss  # noqa: E402

from graph_syntax_sweep import J, N, P, family, _ind  # noqa: E402

OLD = set(gss.FAMILIES)

gss.PRELUDE += r'''
from mindspore.ops import composite as C
Y = ms.Tensor(np.array([0.5, 1.5, 2.0], np.float32))
SENS = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
A = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
AI = ms.Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4))


def T3(dtype=np.float32):
    """A fresh [1, 2, 3] Tensor (programs that may write their input)."""
    return ms.Tensor(np.array([1, 2, 3], dtype))


def _pyn(fn):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        return fn()
    finally:
        ms.set_context(mode=ms.GRAPH_MODE)


def _s(v):
    """The value now (a snapshot: a later write to the same Parameter does not change it)."""
    return _fmt(v)
'''


def _both(label, src, call):
    """``src`` defines ``F@ID`` (a plain function or Cell); ``call`` uses it: run in Graph mode and PyNative."""
    P(f"{label}[graph]", src, call)
    P(f"{label}[pyn]", src, f"_pyn(lambda: {call})")


# ---------------------------------------------------------------------------------------------
family("gradcf")
CF = {  # f(x, y) -> a [3] Tensor
    "if_sum": "if x.sum() > y.sum():\n    out = x * y\nelse:\n    out = x + y\nreturn out",
    "if_sum_false": "if x.sum() > 100:\n    out = x * y\nelse:\n    out = x * x + y\nreturn out",
    "if_elem_return": "if x[0] < y[0]:\n    return x * x\nreturn y * x",
    "if_noelse": "out = x\nif y.sum() > 1:\n    out = out * y\nreturn out",
    "if_elif": "if x[0] > 5:\n    out = x\nelif y[1] > 1:\n    out = x * y * 2\nelse:\n    out = y\nreturn out",
    "if_nested": "if x.sum() > 1:\n    if y[2] > 3:\n        out = x\n    else:\n        out = x * y\nelse:\n    out = y\nreturn out",
    "if_and": "if x.sum() > 1 and y.sum() > 1:\n    return x * y\nreturn x",
    "if_not": "if not x[0] > 2:\n    return x * x * y\nreturn x",
    "ternary": "return x * y if x.sum() < y.sum() else x - y",
    "while_sum": "while x.sum() < 20:\n    x = x * y\nreturn x",
    "while_counter": "i = 0\nwhile i < 3:\n    x = x * y\n    i = i + 1\nreturn x",
    "while_tcounter": "i = ops.zeros((), ms.int32)\nwhile i < 3:\n    x = x * y\n    i = i + 1\nreturn x",
    "while_break": "while x.sum() < 100:\n    x = x * y\n    if x[2] > 10:\n        break\nreturn x",
    "while_continue": "i = 0\nout = x\nwhile i < 3:\n    i = i + 1\n    if out.sum() > 10:\n        continue\n    out = out * y\nreturn out",
    "while_in_if": "if x.sum() > 1:\n    while x.sum() < 20:\n        x = x * 2 * y\nreturn x",
    "if_in_while": "i = 0\nwhile i < 3:\n    if x.sum() > 8:\n        x = x - y\n    else:\n        x = x * y\n    i = i + 1\nreturn x",
    "while_while": "i = 0\nwhile i < 2:\n    j = 0\n    while j < 2:\n        x = x * y\n        j = j + 1\n    i = i + 1\nreturn x",
    "for_range": "for _ in range(3):\n    x = x * y\nreturn x",
    "for_break_t": "for _ in range(4):\n    if x.sum() > 15:\n        break\n    x = x * y\nreturn x",
    "for_continue_t": "for _ in range(3):\n    if x[0] > 0.6:\n        x = x * y\n        continue\n    x = x + y\nreturn x",
    "for_return_t": "for _ in range(3):\n    x = x * y\n    if x.sum() > 10:\n        return x\nreturn x * 2",
    "for_tensor": "for v in y:\n    x = x * v\nreturn x",
    "for_tuple": "out = x\nfor a in (x, y):\n    out = out * a\nreturn out",
    "for_if_for": "for i in range(2):\n    if x.sum() > 7:\n        x = x - y\n    else:\n        for _ in range(2):\n            x = x * y\nreturn x",
    "const_branch": "if y.sum() > 100:\n    return x * 0\nreturn x * y",
    "maximum": "return ops.maximum(x, y) * x",
    "while_return": "while x.sum() < 100:\n    x = x * y\n    if x.sum() > 9:\n        return x * 2\nreturn x",
}
WRAP = {  # name: (expression of the gradient function of F applied to (x, y), pre-definitions)
    "grad0": "ms.grad(F@ID)(x, y)",
    "grad01": "ms.grad(F@ID, grad_position=(0, 1))(x, y)",
    "grad1": "ms.grad(F@ID, grad_position=1)(x, y)",
    "gop": "ops.GradOperation()(F@ID)(x, y)",
    "gop_all": "ops.GradOperation(get_all=True)(F@ID)(x, y)",
    "gop_sens": "ops.GradOperation(sens_param=True)(F@ID)(x, y, SENS)",
    "vag": "ms.value_and_grad(F@ID, grad_position=(0, 1))(x, y)",
    "aux": "ms.grad(H@ID, grad_position=(0, 1), has_aux=True)(x, y)",
    "second": "ms.grad(ms.grad(F@ID))(x, y)",
}
FULL = ("if_sum", "while_break", "for_continue_t", "if_elem_return", "while_tcounter", "for_return_t")


def _grad_progs(bn, body, wn, w):
    fdef = f"def F@ID(x, y):\n{_ind(body)}\ndef H@ID(x, y):\n    return F@ID(x, y), y * 2\n"
    gname = f"{wn}[{bn}]"
    # a Graph-mode Cell calling the gradient
    P(f"cell.{gname}", fdef + f"class G@ID(nn.Cell):\n    def construct(self, x, y):\n        return {w}\n"
      "g@ID = G@ID()\n", "g@ID(X, Y)")
    # an @ms.jit function
    P(f"jit.{gname}", fdef + f"@ms.jit\ndef G@ID(x, y):\n    return {w}\n", "G@ID(X, Y)")
    # PyNative, eager function
    P(f"pyn.{gname}", fdef + f"def G@ID(x, y):\n    return {w}\n", "_pyn(lambda: G@ID(X, Y))")
    # PyNative, gradient of an @ms.jit function
    P(f"pynjit.{gname}", f"@ms.jit\n{fdef}def G@ID(x, y):\n    return {w}\n", "_pyn(lambda: G@ID(X, Y))")


for bn, body in CF.items():
    for wn, w in WRAP.items():
        if bn in FULL or wn == "grad01":
            _grad_progs(bn, body, wn, w)
# Cells with Parameters: gradients w.r.t. the weights
WCF = {
    "if": "if x.sum() > self.w.sum():\n    out = x * self.w\nelse:\n    out = x + self.w\nreturn out",
    "if_false": "if x.sum() > 100:\n    out = x * self.w\nelse:\n    out = x * self.w * self.w\nreturn out",
    "while": "i = 0\nwhile i < 2:\n    x = x * self.w\n    i = i + 1\nreturn x",
    "while_t": "while x.sum() < 20:\n    x = x * self.w + self.b\nreturn x",
    "for_break": "for _ in range(4):\n    x = x * self.w\n    if x.sum() > 10:\n        break\nreturn x + self.b",
    "two_params_if": "if self.b.sum() > 0:\n    return x * self.w\nreturn x * self.b",
    "param_cond": "if self.w[0] > 1:\n    return x * self.w * 2\nreturn x * self.w + self.b",
    "for_tensor": "for v in x:\n    self_w = self.w * v\n    x = x + self_w\nreturn x",
}
WINIT = ("self.w = ms.Parameter(ms.Tensor(np.array([0.5, 1.5, 2.0], np.float32)), name='w')\n"
         "self.b = ms.Parameter(ms.Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name='b')")
WWRAP = {  # (self.params: ParameterTuple(net.trainable_params()) made in __init__, as MindSpore's tests do)
    "gop_list": "ops.GradOperation(get_by_list=True)(net, self.params)(x)",
    "gop_all_list": "ops.GradOperation(get_all=True, get_by_list=True)(net, self.params)(x)",
    "grad_weights": "ms.grad(net, grad_position=None, weights=self.params)(x)",
    "grad_pos_weights": "ms.grad(net, grad_position=0, weights=self.params)(x)",
    "vag_weights": "ms.value_and_grad(net, grad_position=None, weights=self.params)(x)",
    "vag_pos_weights": "ms.value_and_grad(net, grad_position=(0,), weights=self.params)(x)",
    "sens_list": "ops.GradOperation(get_by_list=True, sens_param=True)(net, self.params)(x, SENS)",
    "one_weight": "ms.grad(net, grad_position=None, weights=net.w)(x)",
    "params_in_construct": "ops.GradOperation(get_by_list=True)(net, ms.ParameterTuple(net.trainable_params()))(x)",
}
for bn, body in WCF.items():
    for wn, w in WWRAP.items():
        src = (f"class F@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(WINIT, 8)}\n"
               f"    def construct(self, x):\n{_ind(body, 8)}\n"
               f"class G@ID(nn.Cell):\n    def __init__(self, net):\n        super().__init__()\n        self.net = net\n"
               f"        self.params = ms.ParameterTuple(net.trainable_params())\n"
               f"    def construct(self, x):\n        net = self.net\n        return {w}\n"
               "g@ID = G@ID(F@ID())\n")
        _both(f"weights.{wn}[{bn}]", src, "g@ID(X)")
# st/pynative/jit patterns: jit inner functions inside a grad, containers of Tensors as jit inputs
JITG = {
    "tuple_in": ("@ms.jit\ndef inner@ID(a, b):\n    return 2 * a[0] + b\ndef F@ID(x, y):\n    x = x * 3\n    return inner@ID((x,), y)"),
    "nested_in": ("@ms.jit\ndef inner@ID(m):\n    return 2 * m[0][0] + m[1]\ndef F@ID(x, y):\n    x = x * 3\n    return inner@ID(((x,), y))"),
    "list_in": ("@ms.jit\ndef inner@ID(a, b):\n    return 2 * a[0] * a[1] + b\ndef F@ID(x, y):\n    return inner@ID([x, y], y)"),
    "dict_in": ("@ms.jit\ndef inner@ID(d):\n    return d['a'] * d['b']\ndef F@ID(x, y):\n    return inner@ID({'a': x, 'b': y * 2})"),
    "if_in": ("@ms.jit\ndef inner@ID(a, b):\n    if a.sum() > b.sum():\n        return a * b\n    return a - b\n"
              "def F@ID(x, y):\n    return inner@ID(x * 2, y)"),
    "while_in": ("@ms.jit\ndef inner@ID(a, b):\n    while a.sum() < 20:\n        a = a * b\n    return a\n"
                 "def F@ID(x, y):\n    return inner@ID(x, y) + x"),
    "two_calls": ("@ms.jit\ndef inner@ID(a, b):\n    return a * b\ndef F@ID(x, y):\n    return inner@ID(x, y) + inner@ID(y, x)"),
    "return_tuple": ("@ms.jit\ndef inner@ID(a, b):\n    return a * b, a + b\ndef F@ID(x, y):\n    p, q = inner@ID(x, y)\n    return p * q"),
}
for jn, src in JITG.items():
    for wn in ("gop_all", "grad01", "vag"):
        P(f"pyninner.{wn}[{jn}]", src + "\n", f"_pyn(lambda: {WRAP[wn].replace('(x, y', '(X, Y').replace('F@ID', 'F@ID')})")
        P(f"graphinner.{wn}[{jn}]", src + "\n", f"{WRAP[wn].replace('(x, y', '(X, Y')}")

# ---------------------------------------------------------------------------------------------
family("effects")
EINIT = ("self.p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='p')\n"
         "self.q = ms.Parameter(ms.Tensor(np.array([1, 2, 3], np.int32)), name='q')\n"
         "self.cnt = ms.Parameter(ms.Tensor(0, ms.int32), name='cnt')")
EFF = {
    "assign": "ops.assign(self.p, x)\nreturn self.p",
    "assign_read": "ops.assign(self.p, x * 2)\ny = self.p + 1\nreturn y",
    "assign_add": "ops.assign_add(self.p, x)\nreturn self.p * 1",
    "AssignAdd_prim": "ops.AssignAdd()(self.p, x)\nreturn self.p * 1",
    "AssignSub_prim": "ops.AssignSub()(self.p, x)\nreturn self.p * 1",
    "Assign_prim": "ops.Assign()(self.p, x + 1)\nreturn self.p * 1",
    "assign_ret": "r = ops.assign(self.p, x * 3)\nreturn r",
    "read_write_read": "a = self.p * 1\nops.assign(self.p, x * 5)\nb = self.p * 1\nreturn a, b",
    "if_t": "if x[0] > 0:\n    ops.assign(self.p, x * 3)\nreturn self.p + 0",
    "if_t_false": "if x[0] > 5:\n    ops.assign(self.p, x * 3)\nreturn self.p + 0",
    "if_else_t": "if x[0] > 5:\n    ops.assign(self.p, x * 3)\nelse:\n    ops.assign_add(self.p, x)\nreturn self.p + 0",
    "if_const": "if True:\n    ops.assign_add(self.p, x)\nreturn self.p + 0",
    "if_param_cond": "if self.p[0] < 2:\n    ops.assign_add(self.p, x)\nreturn self.p + 0",
    "while": "i = 0\nwhile i < 3:\n    ops.assign_add(self.p, x)\n    i = i + 1\nreturn self.p + 0",
    "while_t": "i = x[0] * 0\nwhile i < 3:\n    ops.assign_add(self.p, x)\n    i = i + 1\nreturn self.p + 0",
    "while_param_cond": "while self.p.sum() < 20:\n    ops.assign_add(self.p, x)\nreturn self.p + 0",
    "for": "for i in range(3):\n    ops.assign_add(self.p, x * i)\nreturn self.p + 0",
    "for_break_t": "for i in range(5):\n    ops.assign_add(self.p, x)\n    if self.p.sum() > 15:\n        break\nreturn self.p + 0",
    "for_read_in_loop": "acc = x * 0\nfor i in range(3):\n    ops.assign_add(self.p, x)\n    acc = acc + self.p\nreturn acc",
    "counter": "ops.assign_add(self.cnt, ops.ones((), ms.int32))\nreturn self.cnt + 0",
    "counter_aug": "self.cnt += 1\nreturn self.cnt + 0",
    "scatter_update": "ops.scatter_update(self.p, ms.Tensor([0, 2], ms.int32), ms.Tensor([9.0, 8.0], ms.float32))\nreturn self.p * 1",
    "scatter_add": "ops.scatter_add(self.p, ms.Tensor([0, 0], ms.int32), ms.Tensor([9.0, 8.0], ms.float32))\nreturn self.p * 1",
    "ScatterUpdate_prim": "ops.ScatterUpdate()(self.p, ms.Tensor([1], ms.int32), x[:1])\nreturn self.p * 1",
    "scatter_nd_update": "ops.scatter_nd_update(self.p, ms.Tensor([[1]], ms.int32), ms.Tensor([7.0], ms.float32))\nreturn self.p * 1",
    "depend": "a = self.p * 1\nb = ops.depend(a, ops.assign(self.p, x))\nreturn b, self.p * 1",
    "depend_after": "ops.assign(self.p, x * 4)\nb = ops.depend(self.p * 1, x)\nreturn b",
    "aug_param": "self.p += x\nreturn self.p * 1",
    "aug_param_mul": "self.p *= 2\nreturn self.p * 1",
    "param_setitem": "self.p[0] = 5\nreturn self.p * 1",
    "param_slice_set": "self.p[1:3] = x[:2]\nreturn self.p * 1",
    "param_item_aug": "self.p[0] += 1\nreturn self.p * 1",
    "param_setitem_t": "self.p[x > 1] = 0\nreturn self.p * 1",
    "param_attr_assign": "self.p = x * 2\nreturn self.p * 1",
    "int_param_aug": "self.q += 1\nreturn self.q * 1",
    "int_param_assign_float": "ops.assign(self.q, ms.Tensor([1, 1, 1], ms.int32))\nreturn self.q * 1",
    "tensor_aug": "y = x * 1\ny += 1\nreturn y, x",
    "tensor_item_aug": "y = x * 1\ny[0] += 1\nreturn y",
    "tensor_slice_set": "y = x * 1\ny[1:3] = 7\nreturn y",
    "add_": "y = x * 1\ny.add_(1)\nreturn y",
    "add_ret": "y = x * 1\nz = y.add_(x)\nreturn z, y",
    "sub_": "y = x * 1\ny.sub_(x * 2)\nreturn y",
    "mul_": "y = x * 1\ny.mul_(3)\nreturn y",
    "div_": "y = x * 1\ny.div_(2)\nreturn y",
    "copy_": "y = x * 0\ny.copy_(x + 5)\nreturn y",
    "fill_": "y = x * 1\ny.fill_(2.5)\nreturn y",
    "zero_": "y = x * 1\ny.zero_()\nreturn y",
    "fill_int": "y = x.astype(ms.int32)\ny.fill_(7)\nreturn y",
    "param_add_": "self.p.add_(x)\nreturn self.p * 1",
    "param_copy_": "self.p.copy_(x * 9)\nreturn self.p * 1",
    "param_zero_": "self.p.zero_()\nreturn self.p + 1",
    "add_in_if": "y = x * 1\nif y[0] > 0:\n    y.add_(10)\nreturn y",
    "add_in_loop": "y = x * 1\nfor _ in range(3):\n    y.add_(1)\nreturn y",
    "two_params": "ops.assign(self.p, x)\nops.assign(self.q, ops.cast(x, ms.int32) * 2)\nreturn self.p + 0, self.q + 0",
}
for en, body in EFF.items():
    src = (f"class F@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(EINIT, 8)}\n"
           f"    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = F@ID()\n")
    _both(en, src, "(_s(net@ID(X)), _s(net@ID(X)), _s(net@ID.p), _s(net@ID.q), _s(net@ID.cnt))")
# writes to the caller's input
INP = {
    "aug_input": "x += 1\nreturn x",
    "aug_input_mul": "x *= y\nreturn x",
    "aug_input_item": "x[0] += 1\nreturn x",
    "setitem_input": "x[1] = 9\nreturn x",
    "add_input": "x.add_(y)\nreturn x",
    "aug_then_use": "x += y\nz = x * 2\nreturn z",
    "aug_two": "x += y\nx -= 1\nreturn x",
    "aug_in_if": "if y.sum() > 1:\n    x += y\nreturn x",
    "aug_in_loop": "for _ in range(2):\n    x += y\nreturn x",
    "aug_return_pair": "z = x\nz += y\nreturn z, x",
    "aug_int": "x += 2\nreturn x",
}
for iname, body in INP.items():
    for dt in ("np.float32", "np.int32"):
        src = f"class F@ID(nn.Cell):\n    def construct(self, x, y):\n{_ind(body, 8)}\nnet@ID = F@ID()\n"
        tag = "f32" if "float" in dt else "i32"
        _both(f"input.{iname}[{tag}]", src, f"(lambda a, b: (_s(net@ID(a, b)), _s(a)))(T3({dt}), T3({dt}))")
# print ordering
PRN = {
    "print_assign": "print('a', x)\nops.assign(self.p, x * 2)\nprint('p', self.p)\nreturn self.p + 0",
    "Print_prim": "ops.Print()('before', self.p)\nops.assign_add(self.p, x)\nops.Print()('after', self.p)\nreturn self.p + 0",
    "print_if": "if x[0] > 0:\n    print('pos', x[0])\nelse:\n    print('neg')\nreturn x",
    "print_loop": "i = 0\nwhile i < 2:\n    print('i', i)\n    i = i + 1\nreturn x",
    "print_loop_t": "i = x[0] * 0\nwhile i < 2:\n    print('i', i)\n    i = i + 1\nreturn x",
    "print_tuple": "print((x[0], 1))\nreturn x",
    "print_counter": "self.cnt += 1\nprint('cnt', self.cnt)\nreturn self.cnt + 0",
    "print_int_tensor": "print(self.q)\nreturn x",
}
for pn, body in PRN.items():
    src = (f"class F@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(EINIT, 8)}\n"
           f"    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = F@ID()\n")
    P(f"{pn}[graph]", src, "net@ID(X)", capture=True)
# jit functions writing global Parameters
PRE_GP = "GP@ID = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='gp@ID')"
GFN = {"assign": "ops.assign(GP@ID, x)\nreturn GP@ID + 1", "assign_add_loop": "for _ in range(2):\n    ops.assign_add(GP@ID, x)\nreturn GP@ID * 1",
       "aug": "ops.assign(GP@ID, GP@ID * 2)\nreturn GP@ID * 1", "if": "if x[0] > 0:\n    ops.assign_add(GP@ID, x)\nreturn GP@ID * 1"}
for gn, body in GFN.items():
    J(f"global_param.{gn}", body, pre=PRE_GP.replace("@ID", "@ID"), args="X")

# ---------------------------------------------------------------------------------------------
family("index")
GETI = ["0", "-1", "1:", "::2", "::-1", "None", "...", "..., 1", "None, 0", "0, 1", "0, ::2", "0, :, -1", "[0, 1]",
        "[1, 0, 1]", "(0, 1)", "[[0, 1], [1, 0]]", "a > 10", "[True, False]", "ms.Tensor([1, 0])", "ms.Tensor([[0], [1]])",
        "ms.Tensor(1)", ":, [0, 2]", "..., [0, 2]", "1, [0, 2], 1:3", ":, None, 1", "-2:, 1:-1", "-5:5", "1, ..., None",
        "True", "False", "ms.Tensor(True)", "0, ms.Tensor([2, 0])", "ms.Tensor([0, 1]), ms.Tensor([1, 2])",
        ":, ms.Tensor([0, 2]), ::2", "i", "i, -i", "slice(0, 2)", "slice(None, None, -1)", ":, :, 3:0:-1",
        "ms.Tensor([True, False])", "1, 2, 3", "-1, -1, -1", "..., ::-2", "0:1, 0:1, 0:1", "5", "0, 5",
        "[0, 1], [1, 2]", "[0, 1], :, [1, 2]", "ms.Tensor(np.array([1, 0], np.int64))"]
for ix in GETI:
    for an in ("A", "AI"):
        src = f"def F@ID(a, i):\n    return a[{ix}]\n"
        P(f"get[{ix}]({an})[jit]", f"@ms.jit\n{src}", f"F@ID({an}, 1)")
        P(f"get[{ix}]({an})[pyn]", src, f"_pyn(lambda: F@ID({an}, 1))")
        if an == "A":
            P(f"get[{ix}](mut)[jit]", f"@ms.jit\n{src}", f"F@ID(A, ms.mutable(1))")
SETI = ["0", "-1", "1:", "::2", "None", "...", "..., 1", "0, 1", "0, :, -1", "[0, 1]", "a > 10", "ms.Tensor([1, 0])",
        ":, [0, 2]", "1, [0, 2], 1:3", "-2:, 1:-1", "0, ms.Tensor([2, 0])", "i", "ms.Tensor(1)", ":, :, 3:0:-1",
        "[0, 1], [1, 2]", "..., ::-2"]
SETV = {"int": "5", "float": "2.5", "neg": "-1", "t0d": "ms.Tensor(7.0)", "t_row": "ms.Tensor([9.0, 8.0, 7.0, 6.0])",
        "list_row": "[9, 8, 7, 6]", "t_int": "ms.Tensor(3, ms.int32)", "bool": "True"}
for ix in SETI:
    for vn, v in SETV.items():
        for an in ("A", "AI"):
            if an == "AI" and vn not in ("int", "float"):
                continue
            src = f"def F@ID(a, i):\n    b = a * 1\n    b[{ix}] = {v}\n    return b\n"
            P(f"set[{ix}]={vn}({an})[jit]", f"@ms.jit\n{src}", f"F@ID({an}, 1)")
            P(f"set[{ix}]={vn}({an})[pyn]", src, f"_pyn(lambda: F@ID({an}, 1))")
# setitem on a jit input: the caller's Tensor
for ix in ("0", "1:", "a > 10", "[0, 1]"):
    src = f"def F@ID(a):\n    a[{ix}] = 0\n    return a\n"
    P(f"set_input[{ix}][jit]", f"@ms.jit\n{src}", "(lambda t: (_s(F@ID(t)), _s(t)))(ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)))")
    P(f"set_input[{ix}][pyn]", src, "_pyn(lambda: (lambda t: (_s(F@ID(t)), _s(t)))(ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))")
# indexing with values computed in the graph, in loops
LOOPI = {
    "loop_get": "acc = a[0] * 0\nfor k in range(3):\n    acc = acc + a[0, k]\nreturn acc",
    "loop_set": "b = a * 1\nfor k in range(3):\n    b[0, k] = k\nreturn b",
    "while_t_get": "k = ms.Tensor(0)\nacc = a[0, 0] * 0\nwhile k < 3:\n    acc = acc + a[1, k]\n    k = k + 1\nreturn acc",
    "shape_index": "return a[a.shape[0] - 1]",
    "len_index": "return a[:, len(a) - 1]",
    "argmax_index": "return a[0][ops.argmax(a[0].sum(-1))]",
    "chained": "return a[1][2][3], a[1, 2][::2], a[:, 1][0]",
    "getitem_grad": "return ms.grad(lambda t: (t[0, 1:] * 2).sum())(a)",
    "setitem_grad": "def g(t):\n    u = t * 1\n    u[0] = 0\n    return u.sum()\nreturn ms.grad(g)(a)",
    "mask_sum": "return a[a > 5].sum()",
    "index_tuple_var": "idx = (0, slice(1, 3))\nreturn a[idx]",
    "index_list_var": "idx = [1, 0]\nreturn a[idx]",
    "bool_setitem_t": "b = a * 1\nb[b > 10] = b[b > 10] * 0\nreturn b",
    "setitem_broadcast": "b = a * 1\nb[:, 0] = ms.Tensor([1.0, 2.0, 3.0, 4.0])\nreturn b",
    "setitem_shape_err": "b = a * 1\nb[0] = ms.Tensor([1.0, 2.0])\nreturn b",
    "getitem_oob": "return a[2]",
    "getitem_float": "return a[1.0]",
    "getitem_str": "return a['x']",
    "item_t": "return a[1, 2, 3].item()",
    "tolist": "return a[0, 0].asnumpy().tolist()",
}
for ln, body in LOOPI.items():
    src = f"def F@ID(a):\n{_ind(body)}\n"
    P(f"{ln}[jit]", f"@ms.jit\n{src}", "F@ID(A)")
    P(f"{ln}[pyn]", src, "_pyn(lambda: F@ID(A))")

# ---------------------------------------------------------------------------------------------
family("hypermap")
PRE_H = """
add_fg@ID = ops.MultitypeFuncGraph('add_fg@ID')
@add_fg@ID.register("Number", "Number")
def _an@ID(a, b):
    return a + b
@add_fg@ID.register("Tensor", "Tensor")
def _at@ID(a, b):
    return ops.add(a, b)
@add_fg@ID.register("Tensor", "Number")
def _atn@ID(a, b):
    return a * b
@add_fg@ID.register("Tensor", "Tuple")
def _att@ID(a, b):
    return a + b[0]
@add_fg@ID.register("Tensor", "List")
def _atl@ID(a, b):
    return a - b[0]
sq_fg@ID = ops.MultitypeFuncGraph('sq_fg@ID')
@sq_fg@ID.register("Tensor")
def _sq@ID(a):
    return ops.square(a)
@sq_fg@ID.register("Number")
def _sqn@ID(a):
    return a * a
def plain@ID(a, b):
    return a * 2 + b
"""
HM = {
    "tuple_tt": "ops.HyperMap()(add_fg@ID, (x, y), (y, x))",
    "tuple_nn": "ops.HyperMap()(add_fg@ID, (1, 2), (3, 4))",
    "tuple_tn": "ops.HyperMap()(add_fg@ID, (x, y), (2, 3))",
    "list_tt": "ops.HyperMap()(add_fg@ID, [x, y], [y, x])",
    "nested": "ops.HyperMap()(add_fg@ID, (x, (y, x)), (y, (x, y)))",
    "single": "ops.HyperMap()(sq_fg@ID, (x, 3, y))",
    "bound": "ops.HyperMap(add_fg@ID)((x, y), (x, x))",
    "bound_single": "ops.HyperMap(sq_fg@ID)([x, y])",
    "tensor_args": "ops.HyperMap()(add_fg@ID, x, y)",
    "tensor_tuple_arg": "ops.HyperMap()(add_fg@ID, (x,), ((1,),))",
    "dict": "ops.HyperMap()(sq_fg@ID, {'a': x, 'b': y})",
    "dict2": "ops.HyperMap()(add_fg@ID, {'a': x, 'b': y}, {'a': y, 'b': x})",
    "plain_fn": "ops.HyperMap()(plain@ID, (x, y), (y, x))",
    "lambda": "ops.HyperMap()(lambda a: a * 3, (x, y))",
    "partial": "ops.HyperMap()(ops.Partial(add_fg@ID, x), (x, y))",
    "partial_plain": "ops.HyperMap()(ops.partial(plain@ID, x), (y, x))",
    "F_partial": "ops.HyperMap()(ops.functional.partial(plain@ID, y), [x, x])",
    "len_mismatch": "ops.HyperMap()(add_fg@ID, (x, y), (y,))",
    "type_mismatch": "ops.HyperMap()(add_fg@ID, (x, y), [y, x])",
    "no_overload": "ops.HyperMap()(sq_fg@ID, ('a',))",
    "empty": "ops.HyperMap()(sq_fg@ID, ())",
    "map_tuple": "ops.Map()(sq_fg@ID, (x, y))",
    "map_bound": "ops.Map(add_fg@ID)((x, y), (y, y))",
    "map_nested_not_recursive": "ops.Map()(lambda a: a, ((x, y), x))",
    "map_list": "ops.Map()(plain@ID, [x, y], [y, x])",
    "C_hypermap": "C.HyperMap()(add_fg@ID, (x, 1), (y, 2))",
    "C_map": "C.Map()(sq_fg@ID, (x, 2))",
    "mtfg_call": "add_fg@ID(x, y), add_fg@ID(1, 2), add_fg@ID(x, 2.0), sq_fg@ID(3)",
    "mtfg_no_match": "add_fg@ID('a', 'b')",
    "mtfg_tuple": "add_fg@ID(x, (y, 1))",
    "mtfg_list": "add_fg@ID(x, [y, 1])",
    "partial_call": "ops.Partial(plain@ID, x)(y)",
    "partial_kw": "ops.partial(plain@ID, b=y)(x)",
    "partial_nested": "ops.partial(ops.partial(plain@ID, x), y)()",
    "hypermap_reduce": "ops.addn(ops.HyperMap()(sq_fg@ID, (x, y)))",
    "hypermap_in_loop": "acc = (x, y)\nfor _ in range(2):\n    acc = ops.HyperMap()(add_fg@ID, acc, (y, x))\nreturn acc",
    "hypermap_in_if": "if x.sum() > 1:\n    r = ops.HyperMap()(add_fg@ID, (x, y), (y, y))\nelse:\n    r = (x, y)\nreturn r",
    "mutable_tuple": "ops.HyperMap()(sq_fg@ID, ms.mutable((x, y)))",
    "grad_hypermap": "ms.grad(lambda a, b: ops.addn(ops.HyperMap()(add_fg@ID, (a, b), (b, a))), grad_position=(0, 1))(x, y)",
}
for hn, e in HM.items():
    body = e if "\n" in e else f"return {e}"
    src = f"{PRE_H}\ndef F@ID(x, y):\n{_ind(body)}\n"
    P(f"{hn}[jit]", f"{PRE_H}\n@ms.jit\ndef F@ID(x, y):\n{_ind(body)}\n", "F@ID(X, Y)")
    P(f"{hn}[pyn]", src, "_pyn(lambda: F@ID(X, Y))")
    P(f"{hn}[cell]", f"{PRE_H}\nclass Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
      f"        self.hm = ops.HyperMap()\n    def construct(self, x, y):\n{_ind(body.replace('ops.HyperMap()', 'self.hm'), 8)}\n"
      "net@ID = Net@ID()\n", "net@ID(X, Y)")

# ---------------------------------------------------------------------------------------------
family("cellcont")
MULK = """
class MulK@ID(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k
    def construct(self, x):
        return x * self.k
"""
PRE_C = MULK + """class AddP@ID(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([v, v, v], np.float32)), name='w')
    def construct(self, x):
        return x + self.w
"""
CINIT = ("self.cl = nn.CellList([MulK@ID(1), MulK@ID(2), MulK@ID(3)])\n"
         "self.seq = nn.SequentialCell([MulK@ID(2), AddP@ID(1.0), MulK@ID(3)])\n"
         "self.cd = nn.CellDict({'a': MulK@ID(2), 'b': AddP@ID(5.0)})\n"
         "self.pl = nn.CellList([AddP@ID(1.0), AddP@ID(2.0)])")
CBODY = {
    "cl_for": "for c in self.cl:\n    x = c(x)\nreturn x",
    "cl_index": "return self.cl[1](x), self.cl[-1](x)",
    "cl_len": "return len(self.cl), len(self.seq), len(self.cd)",
    "cl_enumerate": "out = x * 0\nfor i, c in enumerate(self.cl):\n    out = out + c(x) * i\nreturn out",
    "cl_slice": "for c in self.cl[1:]:\n    x = c(x)\nreturn x",
    "cl_slice_rev": "for c in self.cl[::-1]:\n    x = c(x) + 1\nreturn x",
    "cl_range_index": "out = x\nfor i in range(len(self.cl)):\n    out = self.cl[i](out)\nreturn out",
    "cl_zip": "out = x * 0\nfor c, k in zip(self.cl, (1, 10, 100)):\n    out = out + c(x) * k\nreturn out",
    "cl_tensor_index": "return self.cl[i](x)",
    "cl_tensor_index_params": "return self.pl[i - 1](x)",
    "cl_while_t": "j = 0\nwhile x.sum() < 100:\n    x = self.cl[2](x)\n    j = j + 1\nreturn x, j",
    "cl_for_if_t": "for c in self.cl:\n    if x.sum() < 20:\n        x = c(x)\nreturn x",
    "cl_params": "for c in self.pl:\n    x = c(x)\nreturn x",
    "seq_call": "return self.seq(x)",
    "seq_index": "return self.seq[1](x), self.seq[-1](x)",
    "seq_slice": "return self.seq[:2](x)",
    "seq_for": "outs = []\nfor c in self.seq:\n    outs.append(c(x))\nreturn outs",
    "cd_get": "return self.cd['a'](x), self.cd['b'](x)",
    "cd_iter": "out = x * 0\nfor k in self.cd:\n    out = out + self.cd[k](x)\nreturn out",
    "cd_keys": "return tuple(self.cd.keys())",
    "cd_items": "out = []\nfor k, c in self.cd.items():\n    out.append(c(x))\nreturn out",
    "cd_values": "out = x\nfor c in self.cd.values():\n    out = c(out)\nreturn out",
    "cd_in": "return 'a' in self.cd, 'z' in self.cd",
    "cd_missing": "return self.cd['z'](x)",
    "cl_oob": "return self.cl[5](x)",
    "cl_params_names": "return [p.name for p in self.pl.trainable_params()]",
    "grad_cl": "return ms.grad(lambda t: self.seq(t).sum())(x)",
}
for cn, body in CBODY.items():
    src = (f"{PRE_C}\nclass Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(CINIT, 8)}\n"
           f"    def construct(self, x, i):\n{_ind(body, 8)}\nnet@ID = Net@ID()\n")
    _both(cn, src, "net@ID(X, SI - 1)")
# Cells built on containers in __init__ (trainable_params, names), outside construct
P("names_params", PRE_C + "net@ID = nn.SequentialCell([AddP@ID(1.0), nn.CellList([AddP@ID(2.0)])])\n",
  "[p.name for p in net@ID.trainable_params()]")
P("names_celldict", PRE_C + "net@ID = nn.CellDict({'x': AddP@ID(1.0), 'y': AddP@ID(2.0)})\n",
  "[p.name for p in net@ID.trainable_params()], len(net@ID)")
P("celllist_append", PRE_C + "net@ID = nn.CellList([MulK@ID(2)])\nnet@ID.append(MulK@ID(3))\nnet@ID.insert(0, MulK@ID(5))\n",
  "[c.k for c in net@ID], len(net@ID)")
P("seq_append", PRE_C + "net@ID = nn.SequentialCell(MulK@ID(2))\nnet@ID.append(MulK@ID(3))\n", "net@ID(X)")
# jit_class
PRE_JC = """
@ms.jit_class
class Cfg@ID:
    def __init__(self, k):
        self.k = k
        self.t = ms.Tensor(np.array([1.0, 1.0, 1.0], np.float32))
    def apply(self, x):
        return x * self.k + self.t
    def scale(self):
        return self.k * 2
"""
JCB = {
    "attr": "return x * self.cfg.k",
    "method": "return self.cfg.apply(x)",
    "method_scalar": "return self.cfg.scale()",
    "tensor_attr": "return x + self.cfg.t",
    "create_in_construct": "c = Cfg@ID(4)\nreturn c.apply(x)",
    "in_if": "if x.sum() > 1:\n    return self.cfg.apply(x)\nreturn x",
    "in_loop": "for _ in range(2):\n    x = self.cfg.apply(x)\nreturn x",
    "set_attr": "self.cfg.k = 10\nreturn x * self.cfg.k",
    "getattr": "return getattr(self.cfg, 'k'), hasattr(self.cfg, 'zz')",
    "return_obj": "return self.cfg",
}
for jn, body in JCB.items():
    src = (f"{PRE_JC}\nclass Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.cfg = Cfg@ID(3)\n"
           f"    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = Net@ID()\n")
    _both(f"jit_class.{jn}", src, "net@ID(X)")
    J(f"jit_class_fn.{jn}", body.replace("self.cfg", "CFG@ID"), pre=PRE_JC + "CFG@ID = Cfg@ID(3)")
# jit on a bound construct (kbk), capture_mode, jit decorator options
JM = {
    "bound_construct": ("class Net@ID(nn.Cell):\n    def construct(self, x, y):\n        x += y\n        return x\n"
                        "net@ID = Net@ID()\nnet@ID.construct = ms.jit(net@ID.construct, backend='ms_backend')\n",
                        "(lambda a: (_s(net@ID(a, Y)), _s(a)))(T3())"),
    "bound_construct_if": ("class Net@ID(nn.Cell):\n    def construct(self, x, y):\n        if x.sum() > y.sum():\n            return x - y\n"
                           "        return x + y\nnet@ID = Net@ID()\nnet@ID.construct = ms.jit(net@ID.construct, backend='ms_backend')\n",
                           "net@ID(X, Y)"),
    "capture_ast": ("@ms.jit(capture_mode='ast', jit_level='O0', backend='ms_backend')\ndef f@ID(x, i):\n    return x[i] * 2\n",
                    "f@ID(X, 1)"),
    "jit_level_O1": ("@ms.jit(jit_level='O1')\ndef f@ID(x):\n    return x * 2\n", "f@ID(X)"),
    "jit_fullgraph": ("@ms.jit(fullgraph=True)\ndef f@ID(x):\n    return x * 2\n", "f@ID(X)"),
    "jit_dynamic": ("@ms.jit(dynamic=1)\ndef f@ID(x):\n    return x.sum()\n", "(f@ID(X), f@ID(M))"),
    "jit_bad_mode": ("@ms.jit(capture_mode='zz')\ndef f@ID(x):\n    return x\n", "f@ID(X)"),
    "jit_method": ("class Net@ID(nn.Cell):\n    @ms.jit\n    def construct(self, x):\n        return x * 3\nnet@ID = Net@ID()\n",
                   "_pyn(lambda: net@ID(X))"),
    "jit_method_helper": ("class Net@ID(nn.Cell):\n    @ms.jit\n    def helper(self, x):\n        return x * 3\n"
                          "    def construct(self, x):\n        return self.helper(x) + 1\nnet@ID = Net@ID()\n", "_pyn(lambda: net@ID(X))"),
    "lazy_inline": ("class B@ID(nn.Cell):\n    @ms.lazy_inline\n    def __init__(self):\n        super().__init__()\n"
                    "    def construct(self, x):\n        return x * 2\nclass Net@ID(nn.Cell):\n    def __init__(self):\n"
                    "        super().__init__()\n        self.b = nn.SequentialCell([B@ID(), B@ID()])\n"
                    "    def construct(self, x):\n        return self.b(x)\nnet@ID = Net@ID()\n", "net@ID(X)"),
    "no_inline": ("@ms.no_inline\ndef g@ID(x):\n    return x * 2\n@ms.jit\ndef f@ID(x):\n    return g@ID(x) + g@ID(x)\n", "f@ID(X)"),
}
for jn, (src, call) in JM.items():
    P(f"jit.{jn}", src, call)
# construct inputs of every kind
CI = {
    "tuple": ("x", "x[0] + x[1]", "(X, Y)"), "list": ("x", "x[0] * x[1]", "[X, Y]"),
    "dict": ("x", "x['a'] - x['b']", "{'a': X, 'b': Y}"), "none": ("x, y", "x if y is None else y", "X, None"),
    "int": ("x, n", "x * n", "X, 3"), "float": ("x, f", "x * f", "X, 1.5"), "bool": ("x, b", "x if b else -x", "X, False"),
    "str": ("x, s", "x * len(s)", "X, 'abc'"), "mutable_int": ("x, n", "x * n", "X, ms.mutable(3)"),
    "mutable_tuple": ("t", "t[0] + t[1]", "ms.mutable((X, Y))"), "mutable_list": ("t", "t[0] * t[1]", "ms.mutable([X, Y])"),
    "mutable_dict": ("d", "d['a'] + 1", "ms.mutable({'a': X})"), "nested": ("t", "t[0][1] + t[1]['k']", "((X, Y), {'k': S})"),
    "varargs": ("*args", "args[0] + args[-1]", "X, Y, S"), "varargs_len": ("*args", "len(args)", "X, Y"),
    "kwargs": ("x, **kw", "x * kw['k']", "X, k=S"), "default": ("x, y=2", "x * y", "X"),
    "default_override": ("x, y=2", "x * y", "X, 5"), "kwonly": ("x, *, k=1", "x + k", "X, k=4"),
    "keyword_call": ("x, y", "x - y", "y=X, x=Y"), "tensor_bool": ("x, b", "x if b else -x", "X, B"),
    "empty_tuple": ("x, t", "len(t)", "X, ()"), "np_array": ("x", "x", "np.array([1.0, 2.0])"),
    "return_none": ("x", "None", "X"), "return_dict": ("x", "{'a': x, 'b': (x, 1)}", "X"),
    "return_nested": ("x", "((x, [x * 2]), {'c': 1})", "X"), "return_param": ("x", "self.w", "X"),
    "return_str": ("x", "'abc'", "X"), "return_dtype": ("x", "x.dtype", "X"), "return_shape": ("x", "x.shape", "X"),
    "tuple_of_int": ("t", "t[0] * t[1]", "(2, 3)"), "list_mixed": ("l", "l[0] * l[1]", "[X, 2]"),
    "float_tensor_arith": ("x, f", "f * 2", "X, 1.5"), "mutable_scalar_out": ("x, n", "n + 1", "X, ms.mutable(2)"),
}
for ci, (params, ret, args) in CI.items():
    src = (f"class Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
           f"        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name='w')\n"
           f"    def construct(self, {params}):\n        return {ret}\nnet@ID = Net@ID()\n")
    _both(f"input.{ci}", src, f"net@ID({args})")

# ---------------------------------------------------------------------------------------------
family("views")
VIEWS = {  # f(x, y) on fresh (2, 3) Tensors: what it returns, and what the caller's x holds after
    "assign_input": "ops.assign(x, x * 2)\nreturn x * 3",
    "Assign_prim_input": "ops.Assign()(x, y)\nreturn x + 1",
    "AssignAdd_input": "ops.AssignAdd()(x, y)\nreturn x * 1",
    "row_aug": "v = x[0]\nv += 1\nreturn x",
    "row_add_": "v = x[0]\nv.add_(1)\nreturn x",
    "row_setitem": "v = x[0]\nv[1] = 100\nreturn x",
    "chained_setitem": "x[0][1] = 5\nreturn x",
    "direct_add_": "x[0].add_(1)\nreturn x",
    "view_setitem": "v = x.view(6)\nv[0] = 7\nreturn x",
    "view_add_": "v = x.view(3, 2)\nv.add_(1)\nreturn v, x",
    "reshape_add_": "v = x.reshape(6)\nv.add_(1)\nreturn x",
    "transpose_setitem": "v = x.transpose(1, 0)\nv[0] = 0\nreturn x",
    "col_mul_": "v = x[:, 1]\nv.mul_(10)\nreturn x",
    "slice_aug": "x[1:] += 1\nreturn x",
    "ellipsis_aug": "x[..., 0] *= 2\nreturn x",
    "alias_add_": "z = x\nz.add_(1)\nreturn x",
    "alias_setitem": "z = x\nz[0] = 0\nreturn x",
    "copy_input": "x.copy_(y)\nreturn x * 2",
    "mask_setitem": "x[x > 2] = 0\nreturn x",
    "squeeze_add_": "v = x.unsqueeze(0)\nv.add_(1)\nreturn v.shape, x",
    "flatten_add_": "v = x.flatten()\nv.add_(1)\nreturn x",
    "split_add_": "a, b = ops.split(x, 1)\na.add_(b)\nreturn x",
    "clone_add_": "v = x.clone()\nv.add_(1)\nreturn v, x",
    "return_view": "return x[0]",
    "setitem_then_read": "x[0, 0] = 9\ny2 = x * 2\nreturn y2",
    "add_then_grad_free": "y.add_(x)\nreturn y",
}
for vn, body in VIEWS.items():
    src = f"def F@ID(x, y):\n{_ind(body)}\n"
    call = "(lambda a, b: (_s(F@ID(a, b)), _s(a)))(ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), ms.Tensor(np.ones((2, 3), np.float32)))"
    P(f"{vn}[jit]", f"@ms.jit\n{src}", call)
    P(f"{vn}[pyn]", src, f"_pyn(lambda: {call})")
    P(f"{vn}[cell]", f"class Net@ID(nn.Cell):\n    def construct(self, x, y):\n{_ind(body, 8)}\nF@ID = Net@ID()\n", call)

# ---------------------------------------------------------------------------------------------
family("gradmore")
GM = {  # body of G(x, y) (X, Y: [3] float32 Tensors); helpers in PRE_GM
    "tuple_out": "return ms.grad(lambda a, b: (a * b, a + b), grad_position=(0, 1))(x, y)",
    "list_out": "return ms.grad(lambda a, b: [a * b, a], grad_position=(0, 1))(x, y)",
    "dict_out": "return ms.grad(lambda a, b: {'p': a * b, 'q': a}, grad_position=(0, 1))(x, y)",
    "scalar_out": "return ms.grad(lambda a, b: (a * b).sum())(x, y)",
    "unused_input": "return ms.grad(lambda a, b: a * 2, grad_position=(0, 1))(x, y)",
    "int_arg": "return ops.GradOperation(get_all=True)(fmul@ID)(x, 3)",
    "none_arg": "return ops.GradOperation(get_all=True)(fnone@ID)(x, None)",
    "tuple_arg": "return ms.grad(ftup@ID)((x, y))",
    "stop_grad_branch": "return ms.grad(fstop@ID, grad_position=(0, 1))(x, y)",
    "stop_grad_loop": "return ms.grad(fstoploop@ID, grad_position=(0, 1))(x, y)",
    "return_ids": "return ms.grad(lambda a, b: a * b, grad_position=(0, 1), return_ids=True)(x, y)",
    "aux_multi": "return ms.grad(lambda a, b: (a * b, a, b * 2), grad_position=0, has_aux=True)(x, y)",
    "vag_aux": "return ms.value_and_grad(lambda a, b: (a * b, a + 1), grad_position=(0, 1), has_aux=True)(x, y)",
    "vjp_if": "return ms.vjp(fif@ID, x, y)[1](SENS)",
    "vjp_out": "return ms.vjp(fif@ID, x, y)[0]",
    "jvp_if": "return ms.jvp(fif@ID, (x, y), (SENS, SENS))",
    "grad_in_loop": "for _ in range(2):\n    g = ms.grad(fif@ID)(x, y)\n    x = x - g * 0.1\nreturn x",
    "grad_in_tensor_loop": "while x.sum() > 3:\n    g = ms.grad(fif@ID)(x, y)\n    x = x - g\nreturn x",
    "grad_of_grad_mul": "return ms.grad(ms.grad(lambda a: (a * a * a).sum()))(x)",
    "grad_kwargs": "return ms.grad(fkw@ID)(x, k=y)",
    "grad_default": "return ms.grad(fdef@ID)(x)",
    "grad_int_tensor": "return ms.grad(lambda a: a * 2)(ms.Tensor([1, 2], ms.int32))",
    "grad_bool_cond_arg": "return ms.grad(fflag@ID)(x, True), ms.grad(fflag@ID)(x, False)",
    "grad_print": "return ms.grad(fprint@ID)(x, y)",
    "grad_sens_tuple": "return ops.GradOperation(sens_param=True)(lambda a, b: (a * b, a))(x, y, (SENS, SENS))",
    "grad_sens_scalar": "return ops.GradOperation(sens_param=True)(lambda a: a.sum())(x, ms.Tensor(2.0))",
    "grad_cast": "return ms.grad(lambda a: a.astype(ms.float16) * 2)(x)",
    "grad_f64": "return ms.grad(lambda a: a * a)(x.astype(ms.float64))",
    "grad_getitem_loop": "return ms.grad(fidx@ID)(x, y)",
    "grad_setitem": "return ms.grad(fset@ID)(x, y)",
    "grad_bprop_cell": "return ms.grad(BP@ID())(x, y)",
    "grad_bprop_cell_all": "return ops.GradOperation(get_all=True)(BP@ID())(x, y)",
    "grad_relu_where": "return ms.grad(lambda a: ops.where(a > 1.5, a * a, a * 0))(x)",
    "grad_max_min": "return ms.grad(lambda a, b: ops.maximum(a, b) + ops.minimum(a, b) * 2, grad_position=(0, 1))(x, y)",
    "grad_cell_param_update": "net = UPD@ID\nreturn ms.grad(net)(x), net.w * 1",
}
PRE_GM = """
def fmul@ID(a, n):
    return a * n
def fnone@ID(a, z):
    if z is None:
        return a * 2
    return a
def ftup@ID(t):
    return t[0] * t[1]
def fstop@ID(a, b):
    if a.sum() > b.sum():
        b = ops.stop_gradient(b)
    return a * b
def fstoploop@ID(a, b):
    for _ in range(2):
        a = ops.stop_gradient(a) * b + a
    return a
def fif@ID(a, b):
    if a.sum() > 4:
        return a * b
    return a + b
def fkw@ID(a, k=1):
    return a * k
def fdef@ID(a, k=3.0):
    return a * k
def fflag@ID(a, flag):
    if flag:
        return a * a
    return a
def fprint@ID(a, b):
    print('in f')
    return a * b
def fidx@ID(a, b):
    out = a[0] * 0
    for i in range(3):
        out = out + a[i] * b[i]
    return out
def fset@ID(a, b):
    c = a * 1
    c[0] = b[0]
    return c * 2
class BP@ID(nn.Cell):
    def construct(self, a, b):
        if a.sum() > 1:
            return a * b
        return a
    def bprop(self, a, b, out, dout):
        return dout * 10, dout * 20
class UP@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name='w')
    def construct(self, a):
        if a.sum() > 1:
            ops.assign_add(self.w, a)
        return a * self.w
UPD@ID = UP@ID()
"""
for gn, body in GM.items():
    P(f"cell.{gn}", PRE_GM + f"class G@ID(nn.Cell):\n    def construct(self, x, y):\n{_ind(body, 8)}\ng@ID = G@ID()\n",
      "g@ID(X, Y)")
    P(f"jit.{gn}", PRE_GM + f"@ms.jit\ndef G@ID(x, y):\n{_ind(body)}\n", "G@ID(X, Y)")
    P(f"pyn.{gn}", PRE_GM + f"def G@ID(x, y):\n{_ind(body)}\n", "_pyn(lambda: G@ID(X, Y))")

# ---------------------------------------------------------------------------------------------
family("dynshape")
DYN = {  # construct(self, x) with x declared by set_inputs (a dynamic dim), called on (2, 3) then (4, 3)
    "shape": "return x.shape",
    "shape0_arith": "return x.shape[0] * 2 + 1",
    "ops_shape": "return ops.shape(x)",
    "dyn_shape": "return ops.dyn_shape(x)",
    "reshape_neg": "return x.reshape(-1)",
    "reshape_shape": "return x.reshape((x.shape[0], -1, 1)).shape",
    "zeros_like_shape": "return ops.zeros(x.shape, ms.float32) + 1",
    "if_shape": "if x.shape[0] > 2:\n    return x.sum()\nreturn x.mean()",
    "for_shape": "acc = x[0] * 0\nfor i in range(x.shape[0]):\n    acc = acc + x[i]\nreturn acc",
    "while_shape": "i = 0\nacc = x[0] * 0\nwhile i < x.shape[0]:\n    acc = acc + x[i]\n    i = i + 1\nreturn acc",
    "getitem_last": "return x[-1]",
    "getitem_slice": "return x[1:]",
    "setitem_row": "y = x * 1\ny[0] = 0\nreturn y",
    "len": "return len(x)",
    "size": "return x.size",
    "ndim": "return x.ndim",
    "concat": "return ops.cat((x, x), 0).shape",
    "sum_axis0": "return x.sum(0)",
    "broadcast": "return x + ops.ones((1, 3), ms.float32)",
    "grad": "return ms.grad(lambda t: (t * t).sum())(x)",
    "tuple_out": "return x.shape, x * 2",
    "mutable_scalar_shape": "return ops.full((x.shape[0],), 2.0)",
    "unique": "return ops.unique(x.astype(ms.int32))[0]",
    "masked_select": "return ops.masked_select(x, x > 3)",
    "nonzero": "return ops.nonzero(x > 3)",
    "argmax": "return x.argmax(0)",
    "matmul": "return ops.matmul(x, x.T).shape",
}
for dn, body in DYN.items():
    for decl in ("[None, 3]", "None"):
        d = "rank" if decl == "None" else "dim"
        src = (f"class Net@ID(nn.Cell):\n    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = Net@ID()\n"
               f"net@ID.set_inputs(ms.Tensor(shape={decl}, dtype=ms.float32))\n")
        call = ("(net@ID(ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))), "
                "net@ID(ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))))")
        P(f"{dn}[{d}]", src, call)
    J(f"{dn}[jit_dynamic]", body, pre="", args="ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))")
# mutable scalars and sequences as inputs
MUT = {
    "range_mut": ("n", "acc = 0\nfor i in range(n):\n    acc = acc + i\nreturn acc", "ms.mutable(4)"),
    "tensor_from_mut": ("n", "return ops.ones((2,), ms.float32) * n", "ms.mutable(3)"),
    "mut_float": ("f", "return f * 2, type(f).__name__", "ms.mutable(1.5)"),
    "mut_if": ("n", "if n > 2:\n    return n * 2\nreturn n", "ms.mutable(3)"),
    "mut_tuple_len": ("t", "return len(t)", "ms.mutable((1, 2, 3))"),
    "mut_tuple_dyn_len": ("t", "return len(t), t[0]", "ms.mutable((1, 2, 3), True)"),
    "mut_list_append": ("t", "t.append(4)\nreturn t", "ms.mutable([1, 2, 3], True)"),
    "mut_tuple_sum": ("t", "return sum(t)", "ms.mutable((1, 2, 3))"),
    "mut_tuple_iter": ("t", "acc = 0\nfor v in t:\n    acc = acc + v\nreturn acc", "ms.mutable((1, 2, 3))"),
    "mut_tensor_tuple": ("t", "return t[0] + t[1]", "ms.mutable((X, X))"),
    "mut_tensor_list_dyn": ("t", "return t[-1] * len(t)", "ms.mutable([X, X * 2], True)"),
    "mut_dict": ("d", "return d['a'] * 2", "ms.mutable({'a': X})"),
    "mut_bool": ("b", "return 1 if b else 0", "ms.mutable(True)"),
    "mut_int_arith": ("n", "return n // 2, n % 2, n ** 2, -n", "ms.mutable(7)"),
    "mut_int_to_tensor": ("n", "return ms.Tensor(n), ops.scalar_to_tensor(n)", "ms.mutable(7)"),
    "mut_int_index": ("n", "return X[n]", "ms.mutable(1)"),
    "mut_slice": ("n", "return X[n:]", "ms.mutable(1)"),
    "mut_tuple_index": ("n", "return (10, 20, 30)[n]", "ms.mutable(2)"),
    "mut_shape_arg": ("n", "return ops.zeros((n, 2), ms.float32)", "ms.mutable(3)"),
    "mut_isinstance": ("n", "return isinstance(n, int)", "ms.mutable(3)"),
}
for mn, (params, body, args) in MUT.items():
    J(f"{mn}[jit]", body, params=params, args=args)
    N(f"{mn}[cell]", body, params=params, args=args)

# ---------------------------------------------------------------------------------------------
family("outer")
TA = {"tx": "ms.Tensor(np.ones((2, 2), np.float32))", "ty": "ms.Tensor(np.ones((2, 2), np.float32) * 2)"}
PRE_O = """
TX = ms.Tensor(np.ones((2, 2), np.float32))
TY = ms.Tensor(np.ones((2, 2), np.float32) * 2)
TZ = ms.Tensor(np.ones((2, 2), np.float32) * 3)
TUP = (TX, TY, TZ)
LST = [[TX, TX], [[TX, TY], {'x': TX, 'y': TY}]]
DCT = {'x': TX, 'y': TY, 'u': TZ}
class Fwd@ID(nn.Cell):
    def construct(self, a, t, l, b, d):
        return a + t[0] - l[1][1]['y'] + b * d['u']
class GradNet@ID(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(**kw)
    def construct(self, *args):
        return self.g(self.net)(*args)
"""
OUT_G = {
    "first": ("GradNet@ID(Fwd@ID())", "TZ, TUP, LST, TY, DCT"),
    "all": ("GradNet@ID(Fwd@ID(), get_all=True)", "TZ, TUP, LST, TY, DCT"),
    "tuple_first": ("GradNet@ID(Fwd@ID())", "TUP, TUP, LST, TY, DCT"),
    "all_mutable": ("GradNet@ID(Fwd@ID(), get_all=True)", "TZ, ms.mutable(TUP), LST, TY, DCT"),
    "all_mutable_dict": ("GradNet@ID(Fwd@ID(), get_all=True)", "TZ, TUP, LST, TY, ms.mutable(DCT)"),
    "sens": ("GradNet@ID(Fwd@ID(), sens_param=True)", "TZ, TUP, LST, TY, DCT, TX * 5"),
    "all_sens": ("GradNet@ID(Fwd@ID(), get_all=True, sens_param=True)", "TZ, TUP, LST, TY, DCT, TX * 5"),
    "forward": ("Fwd@ID()", "TZ, TUP, LST, TY, DCT"),
    "top_grad_all": ("ops.GradOperation(get_all=True)(Fwd@ID())", "TZ, TUP, LST, TY, DCT"),
    "top_ms_grad": ("ms.grad(Fwd@ID(), grad_position=(0, 3))", "TZ, TUP, LST, TY, DCT"),
    "top_ms_grad_tuple_pos": ("ms.grad(Fwd@ID(), grad_position=(0, 1))", "TZ, TUP, LST, TY, DCT"),
    "top_vag": ("ms.value_and_grad(Fwd@ID(), grad_position=0)", "TZ, TUP, LST, TY, DCT"),
}
for on, (net, args) in OUT_G.items():
    _both(f"in.{on}", PRE_O + f"net@ID = {net}\n", f"net@ID({args})")
PRE_PI = """
class TC@ID(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.a = ms.Tensor(np.array([[1, 2], [3, 4]], np.float32))
        self.param = p
    def construct(self, x):
        return self.a * self.param * x
class GC@ID(nn.Cell):
    def __init__(self, net, by_list=False):
        super().__init__()
        self.net = net
        self.by_list = by_list
        self.g = ops.GradOperation(get_all=True, get_by_list=by_list)
        self.params = ms.ParameterTuple(net.trainable_params())
    def construct(self, x):
        if self.by_list:
            return self.g(self.net, self.params)(x)
        return self.g(self.net)(x)
PX = ms.Parameter(ms.Tensor(np.array([[1, 2], [3, 4]], np.float32)), name='input_x')
PY = ms.Parameter(ms.Tensor(np.array([[7, 8], [9, 0]], np.float32)), name='input_y')
TZ2 = ms.Tensor(np.array([[7, 8], [9, 0]], np.float32))
"""
PI = {"param_input": "GC@ID(TC@ID(PX))(PY)", "tensor_input": "GC@ID(TC@ID(PX))(TZ2)",
      "param_input_fv": "GC@ID(TC@ID(PX), True)(PY)", "same_param": "GC@ID(TC@ID(PX), True)(PX)",
      "param_forward": "TC@ID(PX)(PY)"}
for pn, call in PI.items():
    _both(f"param.{pn}", PRE_PI, call)
OUTS = {"none": "None", "param": "self.w", "param_tuple": "(self.w, x)", "nested": "((x, [x * 2, (1, 'a')]), {'k': x})",
        "dict_tensor": "{'a': x, 'b': {'c': x * 2}}", "str": "'abc'", "scalar_tensor_mix": "(1, 2.5, True, x)",
        "empty": "()", "list_empty": "[]", "dtype": "(x.dtype, ms.float32)", "shape": "x.shape",
        "slice_obj": "slice(1, 2)", "none_in_tuple": "(None, x)", "param_list": "[self.w, self.w]",
        "cell_attr_list": "self.lst", "cell_attr_tuple": "self.tup", "param_plus": "self.w + 1"}
for on, ret in OUTS.items():
    N(f"out.{on}", f"return {ret}", init="self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name='w')\n"
      "self.lst = [1, 2]\nself.tup = (ms.Tensor(1.0), 'q')")

# ---------------------------------------------------------------------------------------------
family("optim")
PRE_OPT = """
_upd@ID = ops.MultitypeFuncGraph('upd@ID')
@_upd@ID.register("Tensor", "Tensor", "Tensor")
def _upd_t@ID(lr, g, p):
    return ops.assign(p, p - lr * g)
@_upd@ID.register("Number", "Tensor", "Tensor")
def _upd_n@ID(lr, g, p):
    return ops.assign_sub(p, g * lr)
class Lin@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, -1.0, 0.5], np.float32)), name='w')
        self.b = ms.Parameter(ms.Tensor(np.array([0.1], np.float32)), name='b')
    def construct(self, x):
        out = (x * self.w).sum() + self.b
        if out.sum() > 0:
            out = out * 2
        return out
"""
OPT = {
    "hypermap_partial": "grads = self.grad(self.net, self.params)(x)\nsuccess = self.hm(ops.partial(_upd@ID, self.lr), grads, self.params)\nreturn success",
    "hypermap_number_lr": "grads = self.grad(self.net, self.params)(x)\nreturn self.hm(ops.partial(_upd@ID, 0.1), grads, self.params)",
    "map_partial": "grads = self.grad(self.net, self.params)(x)\nreturn ops.Map()(ops.partial(_upd@ID, self.lr), grads, self.params)",
    "loop_assign": "grads = self.grad(self.net, self.params)(x)\nfor g, p in zip(grads, self.params):\n    ops.assign_sub(p, g * 0.1)\nreturn grads",
    "loop_index_assign": "grads = self.grad(self.net, self.params)(x)\nfor i in range(len(self.params)):\n    ops.assign(self.params[i], self.params[i] - grads[i] * 0.1)\nreturn grads",
    "depend_loss": "loss = self.net(x)\ngrads = self.grad(self.net, self.params)(x)\nloss = ops.depend(loss, self.hm(ops.partial(_upd@ID, self.lr), grads, self.params))\nreturn loss",
    "vag_update": "loss, grads = ms.value_and_grad(self.net, None, self.params)(x)\nself.hm(ops.partial(_upd@ID, self.lr), grads, self.params)\nreturn loss",
    "clip_then_update": "grads = self.grad(self.net, self.params)(x)\ngrads = ops.clip_by_global_norm(grads, 0.5)\nself.hm(ops.partial(_upd@ID, self.lr), grads, self.params)\nreturn grads",
    "step_counter": "grads = self.grad(self.net, self.params)(x)\nops.assign_add(self.step, ops.ones((), ms.int32))\nif self.step > 1:\n    self.hm(ops.partial(_upd@ID, self.lr), grads, self.params)\nreturn self.step + 0",
    "builtin_sgd": "loss, grads = ms.value_and_grad(self.net, None, self.params)(x)\nself.sgd(grads)\nreturn loss",
    "builtin_momentum": "loss, grads = ms.value_and_grad(self.net, None, self.params)(x)\nself.mom(grads)\nreturn loss",
    "builtin_adam": "loss, grads = ms.value_and_grad(self.net, None, self.params)(x)\nself.adam(grads)\nreturn loss",
}
for on, body in OPT.items():
    src = (PRE_OPT + "class Train@ID(nn.Cell):\n    def __init__(self, net):\n        super().__init__()\n        self.net = net\n"
           "        self.params = ms.ParameterTuple(net.trainable_params())\n"
           "        self.grad = ops.GradOperation(get_by_list=True)\n        self.hm = ops.HyperMap()\n"
           "        self.lr = ms.Tensor(0.1, ms.float32)\n        self.step = ms.Parameter(ms.Tensor(0, ms.int32), name='step')\n"
           "        self.sgd = nn.SGD(self.params, learning_rate=0.1)\n"
           "        self.mom = nn.Momentum(self.params, learning_rate=0.1, momentum=0.9)\n"
           "        self.adam = nn.Adam(self.params, learning_rate=0.1)\n"
           f"    def construct(self, x):\n{_ind(body, 8)}\n"
           "lin@ID = Lin@ID()\ntr@ID = Train@ID(lin@ID)\n")
    _both(on, src, "(_s(tr@ID(X)), _s(tr@ID(X)), _s(lin@ID.w), _s(lin@ID.b))")

# ---------------------------------------------------------------------------------------------
family("switch")
PRE_SW = MULK + """class PW@ID(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([v, v, v], np.float32)), name='w')
    def construct(self, x):
        return x * self.w
"""
SW = {
    "index": "return self.cl[i](x)",
    "index_tuple_of_cells": "fs = (MulK@ID(2), MulK@ID(3))\nreturn fs[i](x)",
    "index_tuple_of_funcs": "fs = (ops.relu, ops.square, ops.exp)\nreturn fs[i](x)",
    "index_in_loop": "for _ in range(2):\n    x = self.cl[i](x)\nreturn x",
    "index_in_while": "j = 0\nwhile j < 2:\n    x = self.pl[i](x)\n    j = j + 1\nreturn x",
    "index_neg": "return self.cl[i - 3](x)",
    "index_computed": "return self.cl[(i + 1) % 3](x)",
    "index_from_argmax": "return self.cl[ops.argmax(x)](x)",
    "grad_input": "return ms.grad(lambda t: self.pl[i](t).sum())(x)",
    "grad_params": "return ops.GradOperation(get_by_list=True)(self.sel, self.params)(x, i)",
    "grad_all": "return ops.GradOperation(get_all=True)(self.sel)(x, i)",
    "index_out_of_range": "return self.cl[i + 5](x)",
    "index_float": "return self.cl[i.astype(ms.float32)](x)",
    "if_on_index": "if i > 0:\n    return self.cl[i](x)\nreturn x",
}
for sn, body in SW.items():
    src = (PRE_SW + "class Sel@ID(nn.Cell):\n    def __init__(self, pl):\n        super().__init__()\n        self.pl = pl\n"
           "    def construct(self, x, i):\n        return self.pl[i](x)\n"
           "class Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
           "        self.cl = nn.CellList([MulK@ID(1), MulK@ID(2), MulK@ID(3)])\n"
           "        self.pl = nn.CellList([PW@ID(1.0), PW@ID(2.0), PW@ID(3.0)])\n        self.sel = Sel@ID(self.pl)\n"
           "        self.params = ms.ParameterTuple(self.pl.trainable_params())\n"
           f"    def construct(self, x, i):\n{_ind(body, 8)}\nnet@ID = Net@ID()\n")
    for iv in ("0", "2"):
        P(f"{sn}[i={iv}]", src, f"net@ID(X, ms.Tensor({iv}, ms.int32))")

# ---------------------------------------------------------------------------------------------
family("augassign")
AUG_OPS = ["+=", "-=", "*=", "/=", "//=", "%=", "**=", "&=", "|=", "^=", "<<=", ">>=", "@="]
AUG_LHS = {"f32": "np.array([1.0, 2.0, 3.0], np.float32)", "i32": "np.array([1, 2, 3], np.int32)",
           "i64": "np.array([4, 5, 6], np.int64)", "bool": "np.array([True, False, True])",
           "f16": "np.array([1.0, 2.0, 3.0], np.float16)", "u8": "np.array([1, 2, 3], np.uint8)"}
AUG_RHS = {"int": "2", "float": "1.5", "bool": "True", "t_f32": "ms.Tensor(np.array([2.0, 2.0, 2.0], np.float32))",
           "t_i32": "ms.Tensor(np.array([2, 2, 2], np.int32))", "t0d_i64": "ms.Tensor(2)", "t_bool": "ms.Tensor(np.array([True, True, False]))"}
for op in AUG_OPS:
    for ln, lv in AUG_LHS.items():
        for rn, rv in AUG_RHS.items():
            if op in ("&=", "|=", "^=", "<<=", ">>=") and (ln in ("f32", "f16") or rn in ("float", "t_f32")):
                continue
            if op == "@=" and rn in ("int", "float", "bool", "t0d_i64"):
                continue
            src = f"class Net@ID(nn.Cell):\n    def construct(self, x, y):\n        x {op} y\n        return x\nnet@ID = Net@ID()\n"
            call = f"net@ID(ms.Tensor({lv}), {rv})"
            P(f"{op}[{ln},{rn}][graph]", src, call)
            P(f"{op}[{ln},{rn}][pyn]", src, f"_pyn(lambda: {call})")
AUG_MISC = {
    "list_iadd_tuple": ("l = [1]\nl += (2, 3)\nreturn l", ""),
    "tuple_iadd": ("t = (1,)\nt += (x,)\nreturn t", ""),
    "str_iadd": ("s = 'a'\ns += 'b'\nreturn s", ""),
    "int_iadd_tensor": ("n = 1\nn += x\nreturn n", ""),
    "float_imul_tensor": ("n = 1.5\nn *= x\nreturn n", ""),
    "list_item_iadd": ("l = [1, x]\nl[1] += 1\nl[0] += 1\nreturn l", ""),
    "dict_item_iadd": ("d = {'a': x}\nd['a'] += 1\nreturn d", ""),
    "attr_int_iadd": ("self.k += 1\nreturn self.k", "self.k = 1"),
    "attr_list_item_iadd": ("self.l[0] += x\nreturn self.l[0]", "self.l = [ms.Tensor(1.0)]"),
    "tensor_slice_iadd": ("y = x * 1\ny[1:] += 5\nreturn y", ""),
    "tensor_mask_imul": ("y = x * 1\ny[y > 1] *= 10\nreturn y", ""),
    "tensor_item_idiv_int": ("y = x.astype(ms.int32)\ny[0] /= 2\nreturn y", ""),
    "loop_iadd_tensor": ("acc = 0\nfor v in x:\n    acc += v\nreturn acc", ""),
    "while_imul": ("y = x\nwhile y.sum() < 50:\n    y *= 2\nreturn y", ""),
    "if_iadd": ("y = x * 1\nif x[0] > 0:\n    y += 1\nelse:\n    y -= 1\nreturn y", ""),
    "swap_iadd": ("a, b = x, x * 2\na += b\nb += a\nreturn a, b", ""),
    "param_isub_tensor": ("self.p -= x\nreturn self.p * 1", "self.p = ms.Parameter(ms.Tensor(np.array([5.0, 5.0, 5.0], np.float32)), name='p')"),
    "param_idiv_int": ("self.q //= 2\nreturn self.q * 1", "self.q = ms.Parameter(ms.Tensor(np.array([5, 7, 9], np.int32)), name='q')"),
    "param_itruediv_int": ("self.q /= 2\nreturn self.q * 1", "self.q = ms.Parameter(ms.Tensor(np.array([5, 7, 9], np.int32)), name='q')"),
}
for an, (body, init) in AUG_MISC.items():
    N(f"misc.{an}[graph]", body, init=init, args="T3()")
    if "attr" in an or "param" in an:
        N(f"misc.{an}[graph2]", body, init=init, calls=2, args="T3()")

# ---------------------------------------------------------------------------------------------
family("pynjit")
PJ_BODIES = {  # construct(self, x) of a Cell whose construct is @ms.jit (x: a [3] float32 Tensor)
    "param": "return x * self.w + self.b",
    "if_t": "if x.sum() > self.w.sum():\n    return x * self.w\nreturn x + self.b",
    "while_t": "while x.sum() < 30:\n    x = x * self.w + self.b\nreturn x",
    "for_break": "for _ in range(4):\n    x = x * self.w\n    if x.sum() > 20:\n        break\nreturn x + self.b",
    "assign": "ops.assign_add(self.b, x)\nreturn x * self.w + self.b",
    "inner_cell": "return self.inner(x) * self.w",
    "jit_helper": "return self.helper(x) + self.b",
    "bn": "return self.bn(x.reshape(1, 3, 1, 1)).reshape(3) * self.w",
}
PJ_INIT = ("self.w = ms.Parameter(ms.Tensor(np.array([1.5, 0.5, 2.0], np.float32)), name='w')\n"
           "self.b = ms.Parameter(ms.Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name='b')\n"
           "self.inner = Inner@ID()\nself.bn = nn.BatchNorm2d(3, momentum=0.9)")
PRE_PJ = """
class Inner@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = ms.Parameter(ms.Tensor(np.array([2.0, 2.0, 2.0], np.float32)), name='v')
    @ms.jit
    def construct(self, x):
        return x * self.v
"""
PJ_CALLS = {
    "forward_twice": "(_s(net@ID(X)), _s(net@ID(X)), _s(net@ID.b))",
    "grad_all_list": "ops.GradOperation(get_all=True, get_by_list=True)(net@ID, ms.ParameterTuple(net@ID.trainable_params()))(X)",
    "grad_input": "ms.grad(net@ID)(X)",
    "vag_weights": "ms.value_and_grad(net@ID, None, net@ID.trainable_params())(X)",
    "grad_then_step": ("(lambda g: (_s(g), _s(nn.Momentum(net@ID.trainable_params(), 0.1, 0.9)(g)), _s(net@ID.w)))"
                       "(ops.GradOperation(get_by_list=True)(net@ID, ms.ParameterTuple(net@ID.trainable_params()))(X))"),
    "sens": "ops.GradOperation(sens_param=True)(net@ID)(X, SENS)",
}
for bn, body in PJ_BODIES.items():
    src = (PRE_PJ + f"class Net@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(PJ_INIT, 8)}\n"
           "    @ms.jit\n    def helper(self, x):\n        return x * self.w * 2\n"
           f"    @ms.jit\n    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = Net@ID()\n")
    for cn, call in PJ_CALLS.items():
        P(f"{cn}[{bn}]", src, f"_pyn(lambda: {call})")
PJ_NEST = {
    "jit_grad": "ms.jit(ops.grad(fq@ID))(X)",
    "jit_jit_grad": "ms.jit(ms.jit(ops.grad(fq@ID)))(X)",
    "jit_grad_grad": "ms.jit(ops.grad(ops.grad(fq@ID)))(X)",
    "grad_jit": "ops.grad(ms.jit(fq@ID))(X)",
    "grad_grad_jit": "ops.grad(ops.grad(ms.jit(fq@ID)))(X)",
    "jit_vag": "ms.jit(ms.value_and_grad(fq@ID))(X)",
    "jit_calls_jit": "fo@ID(X)",
    "grad_jit_calls_jit": "ops.grad(fo@ID)(X)",
    "grad_of_mix": "ops.grad(fmix@ID)(X)",
}
PRE_PN = """
def fq@ID(x):
    if x.sum() > 3:
        return (x * x * x).sum()
    return x.sum()
@ms.jit
def fi@ID(x):
    return x * 3
@ms.jit
def fo@ID(x):
    return fi@ID(x) * x
def fmix@ID(x):
    y = x * 2
    z = fi@ID(y)
    return (z * x).sum()
"""
for nn_, call in PJ_NEST.items():
    P(f"nest.{nn_}[pyn]", PRE_PN, f"_pyn(lambda: {call})")
    P(f"nest.{nn_}[graph]", PRE_PN, call)

# ---------------------------------------------------------------------------------------------
family("index2")
IX_T = {"i32": "ms.Tensor([1, -1], ms.int32)", "i64": "ms.Tensor([0, 2], ms.int64)", "u8": "ms.Tensor([1, 0, 1], ms.uint8)",
        "i16": "ms.Tensor([1], ms.int16)", "2d": "ms.Tensor([[0, 1], [1, 0]], ms.int32)", "neg": "ms.Tensor([-3, -1], ms.int32)",
        "bool_row": "ms.Tensor([True, False, True])", "0d_i64": "ms.Tensor(-1)", "empty": "ms.Tensor(np.zeros(0, np.int32))",
        "oob": "ms.Tensor([5], ms.int32)"}
DATA = {"f32": "ms.Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))",
        "bool": "ms.Tensor(np.arange(12).reshape(3, 4) % 3 == 0)",
        "f16": "ms.Tensor(np.arange(12, dtype=np.float16).reshape(3, 4))",
        "i64": "ms.Tensor(np.arange(12, dtype=np.int64).reshape(3, 4))"}
for ixn, ix in IX_T.items():
    for dn, d in DATA.items():
        for where in ("{}", ":, {}", "{}, 1:"):
            if ixn == "bool_row" and where == ":, {}":
                continue
            e = where.format(ix)
            src = f"def F@ID(a):\n    return a[{e}]\n"
            P(f"get[{where.format(ixn)}]({dn})[jit]", f"@ms.jit\n{src}", f"F@ID({d})")
            P(f"get[{where.format(ixn)}]({dn})[pyn]", src, f"_pyn(lambda: F@ID({d}))")
SETV2 = {"f64_t": "ms.Tensor(np.array(2.5, np.float64))", "i32_t": "ms.Tensor(7, ms.int32)", "bool_t": "ms.Tensor(True)",
         "f32_row": "ms.Tensor(np.array([9.0, 8.0, 7.0, 6.0], np.float32))", "col": "ms.Tensor(np.ones((2, 1), np.float32))",
         "float": "2.7", "neg_float": "-2.7", "tuple": "(1, 2, 3, 4)", "big_int": "300"}
for vn, v in SETV2.items():
    for dn, d in DATA.items():
        for ixn, ix in (("row", "1"), ("rows_t", "ms.Tensor([0, 2], ms.int32)"), ("slice", "1:"), ("mask", "a > 5")):
            src = f"def F@ID(a):\n    b = a * 1 if a.dtype != ms.bool_ else a.copy()\n    b[{ix}] = {v}\n    return b\n"
            P(f"set[{ixn}]={vn}({dn})[jit]", f"@ms.jit\n{src}", f"F@ID({d})")
            P(f"set[{ixn}]={vn}({dn})[pyn]", src, f"_pyn(lambda: F@ID({d}))")

# ---------------------------------------------------------------------------------------------
family("printing")
PV = {"f32": "ms.Tensor(np.array([1.5, -2.25, 3.0], np.float32))", "f16": "ms.Tensor(np.array([1.5, 2.0], np.float16))",
      "f64": "ms.Tensor(np.array([1.0 / 3], np.float64))", "i8": "ms.Tensor(np.array([-1, 2], np.int8))",
      "i64_0d": "ms.Tensor(7)", "bool": "ms.Tensor(np.array([True, False]))", "f32_2d": "ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))",
      "f32_0d": "ms.Tensor(2.5, ms.float32)", "u8": "ms.Tensor(np.array([255, 0], np.uint8))", "big": "ms.Tensor(np.arange(40, dtype=np.float32))",
      "small": "ms.Tensor(np.array([1e-8, 1e8], np.float32))", "nan_inf": "ms.Tensor(np.array([np.nan, np.inf, -np.inf], np.float32))",
      "empty": "ms.Tensor(np.zeros((0, 2), np.float32))"}
PSTMT = {"print": "print(x)", "print_label": "print('x:', x)", "ops_Print": "ops.Print()('x:', x)",
         "print_tuple": "print((x, 1))", "fstring": "print(f'v={x}')", "print_shape": "print(x.shape, x.dtype)",
         "print_sep": "print('a', x, sep='|')"}
for vn, v in PV.items():
    for sn, st in PSTMT.items():
        src = f"class Net@ID(nn.Cell):\n    def construct(self, x):\n        {st}\n        return x.shape\nnet@ID = Net@ID()\n"
        P(f"{sn}({vn})[graph]", src, f"net@ID({v})", capture=True)
        P(f"{sn}({vn})[pyn]", src, f"_pyn(lambda: net@ID({v}))", capture=True)


NEW = [f for f in gss.FAMILIES if f not in OLD]

if __name__ == "__main__":
    raise SystemExit(gss.sibling_main(NEW, "/tmp/gss27", sys.argv[1:]))
