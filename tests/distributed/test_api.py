"""Single-process semantics of the communication API, the auto-parallel context and the collectives
(compared with MindSpore 2.10 where it runs without a cluster), and how the compiler treats
collectives: never folded, merged, removed or reordered."""
import os
import subprocess
import sys

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.communication import _backend
from msgraph.ops import ReduceOp


@pytest.fixture(autouse=True)
def fresh_world(monkeypatch):
    for var in [v for v in os.environ if v.startswith(("PMI_", "OMPI_", "PMIX_", "MV2_"))] + ["RANK_ID", "RANK_SIZE"]:
        monkeypatch.delenv(var, raising=False)
    _backend.reset_local()
    ms.reset_auto_parallel_context()
    ms.communication.GlobalComm.INITED = False   # other suites' collective ops may have called init()
    yield
    _backend.reset_local()
    ms.reset_auto_parallel_context()
    ms.communication.GlobalComm.INITED = False


def test_import_paths_and_names():
    from msgraph.communication import GlobalComm, HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP
    from msgraph.communication.management import get_group_size, get_rank, init  # noqa: F401
    from msgraph.context import ParallelMode
    from msgraph.nn.wrap.grad_reducer import DistributedGradReducer
    from msgraph.parallel import set_algo_parameters
    from msgraph.parallel._auto_parallel_context import auto_parallel_context
    from msgraph.parallel._utils import _get_device_num, _get_gradients_mean, _get_parallel_mode

    assert (HCCL_WORLD_COMM_GROUP, NCCL_WORLD_COMM_GROUP) == ("hccl_world_group", "nccl_world_group")
    assert GlobalComm.WORLD_COMM_GROUP == "hccl_world_group" and GlobalComm.INITED is False
    assert ms.ParallelMode is ParallelMode is ms.context.ParallelMode
    assert ParallelMode.MODE_LIST == ["stand_alone", "data_parallel", "hybrid_parallel", "semi_auto_parallel",
                                      "auto_parallel"]
    assert ms.nn.DistributedGradReducer is DistributedGradReducer
    assert ops.operations.AllReduce is ops.AllReduce
    assert (ReduceOp.SUM, ReduceOp.MAX, ReduceOp.MIN, ReduceOp.PROD) == ("sum", "max", "min", "prod")
    assert (_get_parallel_mode(), _get_device_num(), _get_gradients_mean()) == ("stand_alone", 1, False)
    assert auto_parallel_context().get_device_num_is_set() is False
    set_algo_parameters(elementwise_op_strategy_follow=True)


def test_import_msgraph_does_not_import_mpi4py():
    code = ("import sys, msgraph, msgraph.communication, msgraph.nn; "
            "from msgraph.communication import init; init(); print('mpi4py' in sys.modules)")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PMI_", "OMPI_", "PMIX_"))}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                         cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    assert out.stdout.strip() == "False", out.stderr


def test_before_init_rank_queries_follow_mindspore(monkeypatch):
    from msgraph.communication import get_group_size, get_local_rank, get_local_rank_size, get_rank

    # MindSpore 2.10 without init(): get_rank() 0, get_group_size() 1 (or RANK_ID / RANK_SIZE).
    assert (get_rank(), get_group_size(), get_local_rank(), get_local_rank_size()) == (0, 1, 0, 1)
    assert get_rank("foo") == 0 and get_group_size("foo") == 1
    monkeypatch.setenv("RANK_ID", "3")
    monkeypatch.setenv("RANK_SIZE", "8")
    assert (get_rank(), get_group_size()) == (3, 8)
    with pytest.raises(TypeError, match="must be type of string"):
        get_rank(3)


def test_group_functions_before_init_raise_runtime_error():
    from msgraph.communication import (
        create_group, destroy_group, get_group_rank_from_world_rank, get_world_rank_from_group_rank,
    )

    for fn in (lambda: create_group("g", [0]), lambda: destroy_group("g"),
               lambda: get_world_rank_from_group_rank("hccl_world_group", 0),
               lambda: get_group_rank_from_world_rank(0, "hccl_world_group")):
        with pytest.raises(RuntimeError, match="has not been inited"):
            fn()
    with pytest.raises(RuntimeError, match="has not been inited"):
        ops.AllReduce()(ms.Tensor(np.ones(2, np.float32)))


def test_init_outside_mpi_is_a_one_process_world():
    from msgraph.communication import GlobalComm, create_group, get_group_size, get_rank, init

    init()
    init()                                   # idempotent
    assert GlobalComm.INITED and (get_rank(), get_group_size()) == (0, 1)
    create_group("solo", [0])
    assert get_group_size("solo") == 1
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    for y in (ops.AllReduce()(x), ops.AllReduce(ReduceOp.MAX)(x), ops.AllGather()(x), ops.ReduceScatter()(x),
              ops.Broadcast(0)((x,))[0], ops.AllReduce(group="solo")(x)):
        np.testing.assert_array_equal(y.asnumpy(), x.asnumpy())
    assert isinstance(ops.Broadcast(0)((x, x)), tuple)
    with pytest.raises(ValueError, match="root_rank"):
        ops.Broadcast(1)((x,))
    with pytest.raises(RuntimeError, match="does not exist"):
        ops.AllReduce(group="nope")(x)


def test_init_arguments():
    from msgraph.communication import GlobalComm, init

    with pytest.raises(TypeError, match="must be a string"):
        init(3)
    with pytest.raises(RuntimeError, match="must be one of"):
        init("gloo")
    init("nccl")
    assert GlobalComm.WORLD_COMM_GROUP == "nccl_world_group"
    assert ms.communication.get_group_size("hccl_world_group") == 1
    GlobalComm.WORLD_COMM_GROUP = "hccl_world_group"


@pytest.mark.parametrize("setup, why", [
    (lambda mp: mp.setenv("RANK_SIZE", "4"), "RANK_SIZE=4"),
    (lambda mp: ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=2), "device_num=2"),
])
def test_init_outside_mpi_with_a_multi_process_expectation_is_a_clear_error(monkeypatch, setup, why):
    from msgraph.communication import init

    setup(monkeypatch)
    with pytest.raises(RuntimeError, match="mpiexec") as info:
        init()
    assert why in str(info.value)
    assert not _backend.STATE.inited


def test_device_num_after_init_must_match_the_world():
    ms.communication.init()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, device_num=1)
    with pytest.raises(RuntimeError, match="device_num=2"):
        ms.set_auto_parallel_context(device_num=2)


def test_auto_parallel_context_values_and_errors():
    # values and messages as MindSpore 2.10 prints them
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=2)
    assert ms.get_auto_parallel_context("parallel_mode") == "data_parallel"
    assert ms.get_auto_parallel_context("device_num") == 2
    assert ms.get_auto_parallel_context("gradients_mean") is True
    assert ms.get_auto_parallel_context("global_rank") == 0
    assert ms.get_auto_parallel_context("all_reduce_fusion_config") == []
    ms.reset_auto_parallel_context()
    assert ms.get_auto_parallel_context("parallel_mode") == "stand_alone"
    assert ms.get_auto_parallel_context("device_num") == 1
    with pytest.raises(ValueError, match="Get context keyword foo is not recognized!"):
        ms.get_auto_parallel_context("foo")
    with pytest.raises(ValueError, match="Set context keyword foo is not recognized!"):
        ms.set_auto_parallel_context(foo=1)
    with pytest.raises(ValueError, match="only support 'stand_alone'"):
        ms.set_auto_parallel_context(parallel_mode="DATA_PARALLEL")
    with pytest.raises(TypeError, match="'parallel_mode' must be <class 'str'>"):
        ms.set_auto_parallel_context(parallel_mode=1)
    with pytest.raises(ValueError, match="must be a positive integer"):
        ms.set_auto_parallel_context(device_num=0)
    with pytest.raises(TypeError, match="'device_num' must be <class 'int'>"):
        ms.set_auto_parallel_context(device_num=2.0)
    with pytest.raises(TypeError, match="'gradients_mean' must be <class 'bool'>"):
        ms.set_auto_parallel_context(gradients_mean=1)
    with pytest.raises(ValueError, match=r"must be in \[0, 4095\]"):
        ms.set_auto_parallel_context(global_rank=-1)
    assert ms.get_auto_parallel_context("parallel_mode") == "stand_alone"   # nothing half-set


def test_primitive_argument_errors_and_attributes():
    # MindSpore 2.10: TypeError for a non-str op/group and a non-int root_rank
    with pytest.raises(TypeError, match="the 'op' must be str"):
        ops.AllReduce(op=1)
    with pytest.raises(TypeError, match="the 'group' must be str"):
        ops.AllReduce(group=3)
    with pytest.raises(TypeError, match="'root_rank' should be 'int'"):
        ops.Broadcast("a")
    assert ops.AllReduce().attrs == {"op": "sum", "group": "hccl_world_group"}
    assert ops.AllGather().group == "hccl_world_group" and ops.Broadcast(1).root_rank == 1
    ms.communication.init()
    with pytest.raises(ValueError, match="'op' must be one of"):
        ops.AllReduce(op="avg")(ms.Tensor(np.ones(2, np.float32)))
    with pytest.raises(TypeError, match="integer and float"):
        ops.AllReduce()(ms.Tensor(np.ones(2, np.bool_)))


def test_grad_reducer_and_train_step_single_process():
    ms.communication.init()
    net = nn.Dense(3, 2)
    with pytest.raises(ValueError, match="degree"):
        nn.DistributedGradReducer(net.trainable_params(), degree=0)
    red = nn.DistributedGradReducer(net.trainable_params(), mean=True)
    g = (ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.ones(2, np.float16)))
    out = red(g)
    assert [o.dtype for o in out] == [ms.float32, ms.float16]
    assert red.buckets == ((0, 1),)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    assert not step.reducer_flag
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    assert step.reducer_flag and step.grad_reducer.degree == 1 and step.grad_reducer.mean


def test_bucket_plan():
    from msgraph.nn.wrap.grad_reducer import plan_buckets

    assert plan_buckets([10, 10, 10], 80) == ((0, 1), (2,))
    assert plan_buckets([100, 1, 1], 80) == ((0,), (1, 2))
    assert plan_buckets([1, 1, 1, 1], 1 << 20, split_indices=[1, 3]) == ((0,), (1, 2), (3,))


# --- the compiler keeps every collective, in program order ---------------------------------------
def _collective_lines(fn):
    return [ln.strip() for ln in fn.get_ir().splitlines()
            if any(k in ln for k in ("AllReduce", "AllGather", "ReduceScatter", "Broadcast<"))]


@pytest.mark.parametrize("level", ["O0", "O1", "O2"])
def test_passes_never_fold_merge_remove_or_reorder_collectives(level):
    ms.communication.init()
    const = ms.Tensor(np.ones(2, np.float32))

    @ms.jit(jit_config=ms.JitConfig(jit_level=level))
    def f(x):
        a = ops.AllReduce()(x)                        # 1
        b = ops.AllReduce()(x)                        # 2 identical to 1: CSE must keep both
        ops.AllReduce(ReduceOp.MAX)(x * 2.0)          # 3 unused: DCE must keep it
        c = ops.AllReduce()(const)                    # 4 constant input: never folded
        d = ops.AllGather()(a + b)                    # 5
        (e,) = ops.Broadcast(0)((d,))                 # 6
        return e * 1.0, c

    x = ms.Tensor(np.arange(4, dtype=np.float32))
    e, c = f(x)
    np.testing.assert_array_equal(e.asnumpy(), 2 * x.asnumpy())
    np.testing.assert_array_equal(c.asnumpy(), np.ones(2))
    lines = _collective_lines(f)
    kinds = [("MAX" if "'max'" in ln else "") + ln.split("=", 1)[1].split("<")[0].strip() for ln in lines]
    assert kinds == ["AllReduce", "AllReduce", "MAXAllReduce", "AllReduce", "AllGather", "Broadcast"], lines
    src = f.get_source()
    order = [ln.split("=", 1)[1].split("(")[0].strip() for ln in src.splitlines()
             if "_AllReduce" in ln or "_AllGather" in ln or "_Broadcast" in ln]
    assert len(order) == 6 and order[4].startswith("_AllGather") and order[5].startswith("_Broadcast"), src


def test_backward_collectives_follow_reverse_program_order():
    ms.communication.init()

    def loss(x):
        a = ops.AllReduce()(x)            # forward #1 -> its bprop AllReduce runs last
        b = ops.AllGather()(a * x)        # forward #2 -> its bprop ReduceScatter runs first
        return b.sum()

    g = ms.jit(ms.grad(loss))
    g(ms.Tensor(np.arange(3, dtype=np.float32)))
    kinds = [ln.split("=", 1)[1].split("<")[0].strip() for ln in _collective_lines(g)]
    assert kinds == ["AllReduce", "AllGather", "ReduceScatter", "AllReduce"], kinds
