"""Data-parallel training over MPI: the seeds' MLP on scikit-learn digits, on N processes.

    mpiexec -n 2 python examples/train_data_parallel.py            # 2 ranks, both modes
    python examples/train_data_parallel.py                         # the same script, 1 process
    mpiexec -n 2 python examples/train_data_parallel.py --mode graph --fast

Needs the 'distributed' extra for mpiexec (``pip install -e ".[distributed]"``: mpi4py and the
MPICH wheel) and scikit-learn for the data (``pip install -e ".[examples]"``).

The script is MindSpore's data-parallel recipe, unchanged: ``init()`` (MPI under ``mpiexec``, a
one-process world otherwise), ``set_auto_parallel_context(parallel_mode=DATA_PARALLEL,
gradients_mean=True)``, and ``nn.TrainOneStepCell``, which then all-reduces the gradients (one
bucketed AllReduce per step, see docs/distributed.md) so every rank applies the same update.

Every rank draws the same shuffled order of the training set (same seed); a global batch of
``--global-batch`` images is split between the ranks by taking every ``size``-th image
(``shard`` below: ``num_shards=get_group_size(), shard_id=get_rank()``, what a MindSpore dataset
does with those arguments).  The mean of the ranks' mean losses is then the loss of the whole
global batch, and the mean of their gradients its gradient: 2 ranks x batch B trains exactly as
1 rank x batch 2B (up to float32 rounding of the sums).  ``--save-losses FILE`` writes rank 0's
curve of global losses as JSON (the test compares a 2-rank and a 1-rank run).
"""
from __future__ import annotations

import json
import sys
import time

import numpy as np

import _common
from _seed_cells import Network  # the seeds' 784-512-512-10 MLP, unchanged
import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.communication import get_group_size, get_rank, init


def shard(array: np.ndarray, num_shards: int, shard_id: int) -> np.ndarray:
    """This rank's part of a batch: every ``num_shards``-th row from ``shard_id`` (msgraph.dataset's job)."""
    return array[shard_id::num_shards]


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--global-batch", type=int, default=64, help="images per step over all ranks (default: %(default)s)")
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--steps", type=int, default=None, help="stop after this many steps per mode")
    p.add_argument("--lr", type=float, default=0.05, help="SGD learning rate (momentum 0.9)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--fast", action="store_true", help="1 epoch of at most 20 steps (what the tests run)")
    p.add_argument("--save-losses", default=None, help="rank 0 writes {mode: [global loss per step]} here (JSON)")
    args = p.parse_args(argv)
    if args.fast:
        args.epochs, args.steps = 1, min(args.steps or 20, 20)

    init()                                   # MPI under mpiexec/mpirun, else a one-process world
    rank, size = get_rank(), get_group_size()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                                 device_num=size)
    if args.global_batch % size:
        raise ValueError(f"--global-batch {args.global_batch} must be divisible by the number of ranks {size}")
    local_batch = args.global_batch // size
    say = print if rank == 0 else (lambda *a, **k: None)

    _common.require("sklearn", example="train_data_parallel.py")
    x_tr, x_te, y_tr, y_te = _common.load_digits_28x28(seed=args.seed)
    say(f"{size} rank(s) x batch {local_batch} = global batch {args.global_batch}; MLP 784-512-512-10 on "
        f"{len(x_tr)} digits; SGD lr={args.lr} momentum=0.9", flush=True)

    curves = {}
    mean_over_ranks = ops.AllReduce()        # for the printed loss only (outside the training step)
    for mode in _common.modes_of(args.mode):
        ms.set_context(mode=_common.MODES[mode])
        ms.set_seed(args.seed)               # the same initial weights on every rank
        net = Network()
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        opt = nn.SGD(net.trainable_params(), learning_rate=args.lr, momentum=0.9)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
        rng = np.random.default_rng(args.seed)   # the same data order on every rank
        losses, times = [], []
        for _ in range(args.epochs):
            for idx in _common.batches(len(x_tr), args.global_batch, rng):
                if args.steps is not None and len(losses) >= args.steps:
                    break
                mine = shard(idx, size, rank)
                t0 = time.perf_counter()
                loss = step(ms.Tensor(x_tr[mine]), ms.Tensor(y_tr[mine]))
                times.append(time.perf_counter() - t0)
                losses.append(float(mean_over_ranks(loss).asnumpy()) / size)
        acc = _common.accuracy(net(ms.Tensor(x_te)), y_te)
        med = float(np.median(times[1:])) if len(times) > 1 else times[0]
        say(f"[{_common.MODE_TITLES[mode]}] {len(losses)} steps; loss {losses[0]:.4f} -> {np.mean(losses[-5:]):.4f}; "
            f"test accuracy {acc * 100:.2f}%; {med * 1e3:.1f} ms/step (median; first step {times[0]:.2f} s)",
            flush=True)
        curves[mode] = losses
    ms.set_context(mode=ms.PYNATIVE_MODE)
    if len(curves) == 2:
        diff = max(abs(a - b) for a, b in zip(curves["pynative"], curves["graph"]))
        say(f"max |loss_graph - loss_pynative| = {diff:.2e}")
    if args.save_losses and rank == 0:
        with open(args.save_losses, "w") as f:
            json.dump({"ranks": size, "global_batch": args.global_batch, "curves": curves}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
