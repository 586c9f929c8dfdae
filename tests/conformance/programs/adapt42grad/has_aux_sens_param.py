"""``ms.grad`` / ``ms.value_and_grad`` with ``has_aux=True`` and ``sens_param=True`` (st compiler/gradient has_aux and
sens tests combined).  MindSpore 2.10's PyNative pairs the sens with the differentiated (first) output: a Tensor
sens computes, a tuple ``(sens, aux_sens)`` is its RuntimeError.  Its Graph mode is inconsistent: ``grad`` is the
TypeError "Type Join Failed" for either sens, ``value_and_grad`` wants the tuple and refuses the Tensor.  msgraph
computes the Tensor-sens cases as PyNative in both modes (FOLLOW_PYNATIVE) and refuses the tuple sens (PyNative's
RuntimeError, Graph mode's TypeError; value_and_grad's tuple sens in Graph mode is left out: MindSpore computes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.25, 2.0], np.float32))
one = Tensor(1.0, ms.float32)


def loss_aux(a, b):
    return (a * b).sum(), a + 1


FOLLOW_PYNATIVE = {
    "grad_tensor_gp0": "MindSpore's Graph mode refuses every sens for grad and joins value_and_grad's with the whole output; PyNative pairs it with the differentiated output",
    "grad_tensor_gp01": "MindSpore's Graph mode refuses every sens for grad and joins value_and_grad's with the whole output; PyNative pairs it with the differentiated output",
    "value_and_grad_tensor_gp0": "MindSpore's Graph mode refuses every sens for grad and joins value_and_grad's with the whole output; PyNative pairs it with the differentiated output",
    "value_and_grad_tensor_gp01": "MindSpore's Graph mode refuses every sens for grad and joins value_and_grad's with the whole output; PyNative pairs it with the differentiated output",
}

for api_name, api in (("grad", ms.grad), ("value_and_grad", ms.value_and_grad)):
    for sname, sens in (("tensor", one), ("tuple", (one, x))):
        if api is ms.value_and_grad and sname == "tuple":
            continue   # Graph mode: MindSpore computes, msgraph's TypeError (docs/differences.md, Session 42 adapt42grad)
        for gname, gp in (("gp0", 0), ("gp01", (0, 1))):
            emit_error(f"{api_name}_{sname}_{gname}",
                       lambda api=api, sens=sens, gp=gp: api(loss_aux, grad_position=gp, has_aux=True,
                                                              sens_param=True)(x, y, sens))
