"""``mindspore.hal`` (h-pyn): the device and memory queries of MindSpore 2.10, as they answer on CPU.

msgraph runs on the host with numpy, with no device memory pool: the memory statistics are zero,
as MindSpore 2.10 reports them on its CPU backend, and the cache/peak resets do nothing.
"""
from __future__ import annotations

from typing import Any, Dict, Optional

__all__ = ["device_count", "is_available", "is_initialized", "synchronize", "empty_cache",
           "memory_allocated", "max_memory_allocated", "memory_reserved", "max_memory_reserved",
           "memory_stats", "memory_summary", "reset_peak_memory_stats", "reset_max_memory_allocated",
           "reset_max_memory_reserved", "get_device_name", "get_device_capability", "get_device_properties",
           "get_arch_list"]


def device_count(device_target: Optional[str] = None) -> int:
    return 1


def is_available(device_target: Optional[str] = None) -> bool:
    return device_target in (None, "CPU")


def is_initialized(device_target: Optional[str] = None) -> bool:
    return device_target in (None, "CPU")


def get_device_name(device_id: int = 0, device_target: Optional[str] = None) -> str:
    return "CPU"


def get_device_capability(device_id: int = 0, device_target: Optional[str] = None) -> None:
    """None on CPU (MindSpore 2.10 answers only for a GPU)."""
    return None


def get_device_properties(device_id: int = 0, device_target: Optional[str] = None) -> None:
    """None on CPU (MindSpore 2.10 answers only for a GPU or Ascend device)."""
    return None


def get_arch_list(device_target: Optional[str] = None) -> None:
    """None on CPU: no compiled device architectures."""
    return None


def synchronize() -> None:
    """Every msgraph op has finished when it returns."""


def empty_cache() -> None:
    """No memory pool to empty."""


def memory_allocated(device_target: Optional[str] = None) -> int:
    return 0


def max_memory_allocated(device_target: Optional[str] = None) -> int:
    return 0


def memory_reserved(device_target: Optional[str] = None) -> int:
    return 0


def max_memory_reserved(device_target: Optional[str] = None) -> int:
    return 0


def memory_stats(device_target: Optional[str] = None) -> Dict[str, Any]:
    return {"total_reserved_memory": 0, "total_allocated_memory": 0, "total_idle_memory": 0,
            "total_eager_free_memory": 0, "max_reserved_memory": 0, "max_allocated_memory": 0,
            "common_mem_pool_stats": {"block_unit_size": 0, "block_counts": 0, "blocks_info": {}},
            "persistent_mem_pool_stats": {"block_counts": 0, "block_unit_size": 0, "blocks_info": {}}}


def memory_summary(device_target: Optional[str] = None) -> str:
    """MindSpore's table of the memory statistics (all 0 B on CPU)."""
    rule = "|" + "=" * 45 + "|"
    rows = ["Reserved memory", "Allocated memory", "Idle memory", "Eager free memory", "Max reserved memory",
            "Max allocated memory"]
    lines = [rule, "|" + " " * 15 + "Memory summary" + " " * 16 + "|", rule, f"| {'Metric':<20} | {'Data':<20} |"]
    for name in rows:
        lines.append("|" + "-" * 45 + "|")
        lines.append(f"| {name:<20} | {0:>6} B{'':13}|")
    lines.append(rule)
    return "\n".join(lines) + "\n"


def reset_peak_memory_stats(device_target: Optional[str] = None) -> None:
    return None


def reset_max_memory_allocated(device_target: Optional[str] = None) -> None:
    return None


def reset_max_memory_reserved(device_target: Optional[str] = None) -> None:
    return None
