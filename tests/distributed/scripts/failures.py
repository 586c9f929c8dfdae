"""Run under ``mpiexec -n 2`` by tests/distributed/test_mpi.py: one rank fails mid-training.

``python failures.py raise|exit|early|stuck [pynative|graph]``: at step 2 rank 1 raises ValueError,
calls ``sys.exit(3)``, simply stops training (a shorter shard), or sleeps a minute (run with
``MSGRAPH_DIST_TIMEOUT``) -- while rank 0 goes on into the step's gradient AllReduce.  The whole job must end with a non-zero exit status, never hang.
"""
import sys

import numpy as np

import msgraph as ms
from msgraph import nn
from msgraph.communication import get_rank, init

how = sys.argv[1]
mode = ms.GRAPH_MODE if len(sys.argv) > 2 and sys.argv[2] == "graph" else ms.PYNATIVE_MODE
init()
ms.set_context(mode=mode)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
net = nn.Dense(4, 2)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
x = ms.Tensor(np.ones((3, 4), np.float32))
y = ms.Tensor(np.zeros((3, 2), np.float32))
for i in range(5):
    if get_rank() == 1 and i == 2:
        if how == "raise":
            raise ValueError("rank 1 failed in the middle of step 2")
        if how == "exit":
            sys.exit(3)
        if how == "early":
            break
        if how == "stuck":                      # with MSGRAPH_DIST_TIMEOUT set, rank 0 gives up
            import time

            time.sleep(60)
    step(x, y)
print(f"rank {get_rank()} finished", flush=True)
