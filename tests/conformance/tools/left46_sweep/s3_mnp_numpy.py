"""Every public mindspore.numpy function called with numpy arrays where a Tensor goes (eager PyNative, or
MODE=graph: inside a jit function, the arrays as globals): f(a), f(a, b), f(t, a), against the same calls on
Tensors -- MindSpore 2.10's mindspore.numpy takes int / float / bool / list / tuple / Tensor and refuses numpy arrays
(its _check_input_for_asarray / _to_tensor: TypeError) in most functions."""
import os
import inspect
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _h import case

A = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)
B = np.array([[0.5, 1.0], [2.0, 0.25]], np.float32)
TA, TB = Tensor(A), Tensor(B)
SKIP = ("rand", "seed", "empty")
names = sorted(n for n in dir(mnp) if not n.startswith("_") and inspect.isfunction(getattr(mnp, n))
               and not any(s in n for s in SKIP))
for n in names:
    f = getattr(mnp, n)
    if not os.environ.get("SEQ"):
        case(f"{n}.t", lambda: f(TA))
        case(f"{n}.np", lambda: f(A))
        case(f"{n}.tt", lambda: f(TA, TB))
        case(f"{n}.tn", lambda: f(TA, B))
        case(f"{n}.nt", lambda: f(A, TB))
    if os.environ.get("SEQ"):
        case(f"{n}.seq_tt", lambda: f((TA, TB)))
        case(f"{n}.seq_tn", lambda: f((TA, B)))
        case(f"{n}.seq_nn", lambda: f([A, B]))
