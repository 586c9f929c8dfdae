"""FractionalMaxPool / FractionalAvgPool pooling sequences are MindSpore 2.10's CPU kernel's: the engine seed is
`seed`, or `seed2` when `seed` is 0 (a C int), a fresh std::default_random_engine for each axis; pseudo-random:
ceil(alpha (i + u)) with u one uniform_real_distribution<double> draw times its bound; random: the window lengths
std::shuffle-d.  Without `deterministic` both seeds are 0, and the sequences are those of seed 0 (the same every
call).  Before session 27 msgraph drew the sequences from numpy's generators."""
import numpy as np
from mindspore import Tensor, ops
from _rand27_util import exact

img = Tensor(np.arange(2 * 10 * 7 * 2, dtype=np.float32).reshape(2, 10, 7, 2))
for pr in (False, True):
    for ov in (False, True):
        exact(f"FractionalMaxPool pseudo_random={pr} overlapping={ov}",
              ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0], pr, ov, True, 3, 1)(img))
        exact(f"FractionalAvgPool pseudo_random={pr} overlapping={ov}",
              ops.FractionalAvgPool([1.0, 1.5, 1.6, 1.0], pr, ov, True, 3, 1)(img))
exact("FractionalMaxPool not deterministic, twice", (ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0])(img),
                                                     ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0], True)(img)))
exact("FractionalAvgPool not deterministic", ops.FractionalAvgPool([1.0, 1.4, 1.3, 1.0])(img))
exact("FractionalMaxPool seed2 only, seed past INT_MAX", (
    ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0], False, False, True, 0, 9)(img),
    ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0], True, False, True, 3000000000, 0)(img)))
exact("FractionalMaxPool int32", ops.FractionalMaxPool([1.0, 1.5, 1.6, 1.0], False, False, True, 5, 0)(
    Tensor(np.arange(70, dtype=np.int32).reshape(1, 10, 7, 1))))
